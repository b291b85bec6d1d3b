import { Dialog, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useCreateWallKey } from '../api/queries';
import { CreateForm } from '../layout/create-form';
import { SecretOnceStep } from '../layout/secret-once';

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
  const submit = () => {
    if (!group.trim()) return setMissing('请填写分组');
    if (!name.trim()) return setMissing('请填写名称');
    setMissing(null);
    create.mutate({ group: group.trim(), name: name.trim() });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>新建墙面密钥</DialogTitle>
      {create.data ? (
        <SecretOnceStep secret={create.data.secret} label="密钥" onClose={close}>
          这是密钥唯一一次显示：请立即复制，填入分组 {create.data.group} 各墙面 config.json 的墙面密钥中。关闭后无法再次查看。
        </SecretOnceStep>
      ) : (
        <CreateForm onSubmit={submit} onCancel={close} pending={create.isPending} problem={missing ?? (create.isError ? errorMessage(create.error) : null)}>
          <TextField label="分组" value={group} onChange={(e) => setGroup(e.target.value)} helperText="小写字母、数字、- 或 _，如 hub" fullWidth margin="dense" autoFocus />
          <TextField label="名称" value={name} onChange={(e) => setName(e.target.value)} helperText="便于识别的说明，如 大厅主屏" fullWidth margin="dense" />
        </CreateForm>
      )}
    </Dialog>
  );
}
