import { Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { WALL_ID_PATTERN } from '../../protocol/beat';
import type { GroupInfo } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useCreateGroup } from '../api/group-queries';
import { CreateForm } from '../layout/create-form';

const GROUP_ID = new RegExp(WALL_ID_PATTERN);

/** 新建分组: an id, a display name, and the group whose versions and layouts it starts with. */
export function CreateGroupDialog({ open, groups, onClose }: { open: boolean; groups: GroupInfo[]; onClose: () => void }) {
  const create = useCreateGroup();
  const [group, setGroup] = useState('');
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const source = from || groups[0]?.group || '';
  const close = () => {
    create.reset();
    setGroup('');
    setName('');
    setFrom('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const id = group.trim();
    if (!GROUP_ID.test(id)) return setProblem('分组编号应以小写字母或数字开头，只含小写字母、数字、- 或 _，最多 64 个字符');
    if (!name.trim()) return setProblem('请填写分组名称');
    if (!source) return setProblem('请选择复制自哪个分组');
    setProblem(null);
    create.mutate({ group: id, name: name.trim(), from: source }, { onSuccess: close });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>新建分组</DialogTitle>
      <CreateForm onSubmit={submit} onCancel={close} pending={create.isPending} problem={problem ?? (create.isError ? errorMessage(create.error) : null)}>
        <TextField label="分组编号" value={group} onChange={(e) => setGroup(e.target.value)} helperText="墙面、发布和命令行用它，如 meeting-3f；创建后不能修改"
          fullWidth margin="dense" autoFocus autoComplete="off" />
        <TextField label="分组名称" value={name} onChange={(e) => setName(e.target.value)} helperText="控制台显示的名称，如 三楼会议室" fullWidth margin="dense"
          autoComplete="off" slotProps={{ htmlInput: { maxLength: 40 } }} />
        <TextField select label="复制自" value={source} onChange={(e) => setFrom(e.target.value)} helperText="新分组从这个分组的远程模块版本和页面布局开始"
          fullWidth margin="dense">
          {groups.map((g) => (
            <MenuItem key={g.group} value={g.group}>{`${g.name}（${g.group}）`}</MenuItem>
          ))}
        </TextField>
      </CreateForm>
    </Dialog>
  );
}
