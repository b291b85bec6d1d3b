import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import type { GroupInfo } from '../../protocol';
import { errorMessage } from '../api/client';
import { useRenameGroup } from '../api/group-queries';

/** 重命名: a group's display name (its id stays: walls, rollouts and the command line use it). */
export function RenameGroupDialog({ target, onClose }: { target: GroupInfo | null; onClose: () => void }) {
  const rename = useRenameGroup();
  const [name, setName] = useState('');
  useEffect(() => setName(target?.name ?? ''), [target]);
  const close = () => {
    rename.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target && name.trim()) rename.mutate({ group: target.group, name: name.trim() }, { onSuccess: close });
  };
  return (
    <Dialog open={target !== null} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>重命名分组 {target?.group}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <TextField
            label="分组名称"
            value={name}
            onChange={(e) => setName(e.target.value)}
            fullWidth
            margin="dense"
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          {rename.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              重命名失败：{errorMessage(rename.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>取消</Button>
          <Button type="submit" variant="contained" disabled={rename.isPending || !name.trim()}>
            保存
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
