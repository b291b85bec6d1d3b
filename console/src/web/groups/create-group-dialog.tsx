import { MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import type { GroupInfo, LayoutTemplate } from '../../protocol/releases';
import { api } from '../api/client';
import { useCreateGroup } from '../api/group-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';

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
  const dialog = useFormDialog({ group: '', name: '', from: '', template: '' }, create, onClose);
  const { form, field } = dialog;
  // The template names are the same for every page; the hub page's list names them.
  const templates = useQuery({
    queryKey: ['layout-templates', 'hub'],
    queryFn: () => api<LayoutTemplate[]>('/api/layout-templates/hub'),
    enabled: open,
  });
  const source = form.from || groups[0]?.group || NOTHING;
  const submit = () => {
    const id = form.group.trim();
    if (!GROUP_ID.test(id))
      return dialog.setProblem('分组编号应以小写字母或数字开头，只含小写字母、数字、- 或 _，最多 64 个字符');
    if (!form.name.trim()) return dialog.setProblem('请填写分组名称');
    if (source === NOTHING && !form.template) return dialog.setProblem('不从已有分组复制时，请选择页面布局的模板');
    dialog.setProblem(null);
    create.mutate(
      {
        group: id,
        name: form.name.trim(),
        ...(source === NOTHING ? {} : { from: source }),
        ...(form.template ? { template: form.template } : {}),
      },
      { onSuccess: dialog.close },
    );
  };

  return (
    <FormDialog open={open} title="新建分组" state={dialog} onSubmit={submit}>
      <FormField
        label="分组编号"
        {...field('group')}
        helperText="墙面、发布和命令行用它，如 meeting-3f；创建后不能修改"
        autoFocus
        autoComplete="off"
      />
      <FormField
        label="分组名称"
        {...field('name')}
        helperText="控制台显示的名称，如 三楼会议室"
        autoComplete="off"
        maxLength={40}
      />
      <FormField
        select
        label="复制自"
        {...field('from')}
        value={source}
        helperText="新分组从这个分组的远程模块版本开始"
      >
        {groups.map((g) => (
          <MenuItem key={g.group} value={g.group}>{`${g.name}（${g.group}）`}</MenuItem>
        ))}
        <MenuItem value={NOTHING}>不复制：各远程模块最新发布的版本</MenuItem>
      </FormField>
      <FormField
        select
        label="页面布局"
        {...field('template')}
        helperText="复制上面分组的页面，或从项目自带的模板开始；之后可在 布局 页修改"
      >
        {source !== NOTHING && <MenuItem value="">复制自所选分组</MenuItem>}
        {(templates.data ?? []).map((t) => (
          <MenuItem key={t.id} value={t.id}>{`模板：${t.name}`}</MenuItem>
        ))}
      </FormField>
    </FormDialog>
  );
}
