import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { GroupInfo, ReleaseInfo } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useAddGroupRemote, useGroups } from '../api/release-queries';

/** Groups that do not run the release's remote yet: the only ones it can be added to (the others change version by a rollout). */
export const groupsWithout = (groups: readonly GroupInfo[], remote: string): GroupInfo[] =>
  groups.filter((g) => !(remote in g.versions));

/**
 * 加入分组: a group starts loading a remote it does not run yet. Nothing shows on its walls until a layout places
 * one of the remote's panels (布局), so there is nothing to bake; a remote a group runs moves only by a rollout.
 */
export function AddToGroupDialog({ release, onClose }: { release: ReleaseInfo | null; onClose: () => void }) {
  const groups = useGroups();
  const add = useAddGroupRemote();
  const [group, setGroup] = useState('');
  const [fault, setFault] = useState<string | null>(null);
  const choices = release ? groupsWithout(groups.data ?? [], release.remote) : [];
  const close = () => {
    add.reset();
    setGroup('');
    setFault(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!release) return;
    if (!group) return setFault('请选择分组');
    setFault(null);
    add.mutate({ group, remote: release.remote, version: release.version }, { onSuccess: close });
  };
  const problem = fault ?? (add.isError ? `未能加入：${errorMessage(add.error)}` : null);
  return (
    <Dialog open={release !== null} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>
        把 {release?.remote} {release?.version} 加入分组
      </DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>
            分组的墙面会开始加载这个远程模块，但在「布局」中把它的面板放进槽位之前，墙面上不会显示任何变化。已在运行该模块的分组请使用「开始发布」更换版本。
          </DialogContentText>
          {groups.isError && <Alert severity="error">分组加载失败：{errorMessage(groups.error)}</Alert>}
          <TextField
            select
            label="分组"
            value={group}
            onChange={(e) => setGroup(e.target.value)}
            disabled={groups.isPending}
            helperText={
              groups.isPending
                ? '正在加载分组…'
                : choices.length
                  ? `尚未运行 ${release?.remote} 的分组`
                  : '所有分组都已在运行该远程模块'
            }
          >
            {choices.map((g) => (
              <MenuItem key={g.group} value={g.group}>
                {g.group}（{g.walls} 面墙）
              </MenuItem>
            ))}
          </TextField>
          {problem && <Alert severity="error">{problem}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>取消</Button>
          <Button type="submit" variant="contained" disabled={add.isPending || choices.length === 0}>
            {add.isPending ? '正在加入…' : '加入分组'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
