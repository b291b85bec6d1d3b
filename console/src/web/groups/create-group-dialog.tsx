import { Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import type { GroupInfo, LayoutTemplate } from '../../protocol/releases';
import { api, errorMessage } from '../api/client';
import { useCreateGroup } from '../api/group-queries';
import { CreateForm } from '../layout/create-form';

const GROUP_ID = new RegExp(WALL_ID_PATTERN);
/** 复制自's choice for a group that copies none (the first of an install): newest published versions, a template's pages. */
const NOTHING = '-';

/**
 * 新建分组: an id, a display name, the group whose versions it starts with (or none: the newest published versions,
 * the only choice on a new install), and its pages: that group's or a template's.
 */
export function CreateGroupDialog({
  open,
  groups,
  onClose,
}: {
  open: boolean;
  groups: GroupInfo[];
  onClose: () => void;
}) {
  const create = useCreateGroup();
  const [group, setGroup] = useState('');
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [template, setTemplate] = useState('');
  // The template names are the same for every page; the hub page's list names them.
  const templates = useQuery({
    queryKey: ['layout-templates', 'hub'],
    queryFn: () => api<LayoutTemplate[]>('/api/layout-templates/hub'),
    enabled: open,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const source = from || groups[0]?.group || NOTHING;
  const close = () => {
    create.reset();
    setGroup('');
    setName('');
    setFrom('');
    setTemplate('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const id = group.trim();
    if (!GROUP_ID.test(id))
      return setProblem('分组编号应以小写字母或数字开头，只含小写字母、数字、- 或 _，最多 64 个字符');
    if (!name.trim()) return setProblem('请填写分组名称');
    if (source === NOTHING && !template) return setProblem('不从已有分组复制时，请选择页面布局的模板');
    setProblem(null);
    create.mutate(
      {
        group: id,
        name: name.trim(),
        ...(source === NOTHING ? {} : { from: source }),
        ...(template ? { template } : {}),
      },
      { onSuccess: close },
    );
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>新建分组</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={close}
        pending={create.isPending}
        problem={problem ?? (create.isError ? errorMessage(create.error) : null)}
      >
        <TextField
          label="分组编号"
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          helperText="墙面、发布和命令行用它，如 meeting-3f；创建后不能修改"
          fullWidth
          margin="dense"
          autoFocus
          autoComplete="off"
        />
        <TextField
          label="分组名称"
          value={name}
          onChange={(e) => setName(e.target.value)}
          helperText="控制台显示的名称，如 三楼会议室"
          fullWidth
          margin="dense"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <TextField
          select
          label="复制自"
          value={source}
          onChange={(e) => setFrom(e.target.value)}
          helperText="新分组从这个分组的远程模块版本开始"
          fullWidth
          margin="dense"
        >
          {groups.map((g) => (
            <MenuItem key={g.group} value={g.group}>{`${g.name}（${g.group}）`}</MenuItem>
          ))}
          <MenuItem value={NOTHING}>不复制：各远程模块最新发布的版本</MenuItem>
        </TextField>
        <TextField
          select
          label="页面布局"
          value={template}
          onChange={(e) => setTemplate(e.target.value)}
          fullWidth
          margin="dense"
          helperText="复制上面分组的页面，或从项目自带的模板开始；之后可在 布局 页修改"
        >
          {source !== NOTHING && <MenuItem value="">复制自所选分组</MenuItem>}
          {(templates.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>{`模板：${t.name}`}</MenuItem>
          ))}
        </TextField>
      </CreateForm>
    </Dialog>
  );
}
