import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/client';
import { useCreateWallKey, type CreatedWallKey } from '../api/queries';

/** Shows a new key's secret this one time, with a copy button and the hint that it is never shown again. */
function SecretOnce({ created }: { created: CreatedWallKey }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard?.writeText(created.secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    ) ?? setCopied('failed');
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        这是密钥唯一一次显示：请立即复制，填入分组 {created.group} 各墙面 config.json 的墙面密钥中。关闭后无法再次查看。
      </Alert>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField label="密钥" value={created.secret} fullWidth slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }} onFocus={(e) => e.target.select()} />
        <Button variant="outlined" onClick={() => void copy()}>
          复制
        </Button>
      </Box>
      {copied === 'yes' && <Typography color="success.main" sx={{ mt: 1 }}>已复制到剪贴板</Typography>}
      {copied === 'failed' && <Typography color="warning.main" sx={{ mt: 1 }}>无法自动复制，请选中上面的密钥后按 Ctrl+C 复制</Typography>}
    </>
  );
}

/** 新建墙面密钥: group and name; on success the secret is shown once. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWallKey();
  const [group, setGroup] = useState('');
  const [name, setName] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const close = () => {
    create.reset();
    setGroup('');
    setName('');
    setMissing(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!group.trim()) return setMissing('请填写分组');
    if (!name.trim()) return setMissing('请填写名称');
    setMissing(null);
    create.mutate({ group: group.trim(), name: name.trim() });
  };
  const problem = missing ?? (create.isError ? errorMessage(create.error) : null);

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>新建墙面密钥</DialogTitle>
      {create.data ? (
        <>
          <DialogContent>
            <SecretOnce created={create.data} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>我已保存，关闭</Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <DialogContent>
            <TextField label="分组" value={group} onChange={(e) => setGroup(e.target.value)} helperText="小写字母、数字、- 或 _，如 hub" fullWidth margin="dense" autoFocus />
            <TextField label="名称" value={name} onChange={(e) => setName(e.target.value)} helperText="便于识别的说明，如 大厅主屏" fullWidth margin="dense" />
            {problem && <Alert severity="error" sx={{ mt: 1 }}>{problem}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>取消</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {create.isPending ? '正在创建…' : '创建'}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
