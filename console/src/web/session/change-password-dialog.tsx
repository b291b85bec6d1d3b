import { Dialog, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useChangeOwnPassword } from '../api/user-access-queries';
import { CreateForm } from '../layout/create-form';

/** 修改密码: the signed-in user's own password, with the current one; their other sessions end, this one goes on. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangeOwnPassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    change.reset();
    setCurrent('');
    setNext('');
    setAgain('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    if (!current) return setProblem('请填写当前密码');
    if (next !== again) return setProblem('两次输入的新密码不一致');
    setProblem(null);
    change.mutate({ currentPassword: current, newPassword: next }, { onSuccess: close });
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>修改密码</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={close}
        pending={change.isPending}
        submitLabel={['修改', '正在修改…']}
        problem={problem ?? (change.isError ? errorMessage(change.error) : null)}
      >
        <TextField
          label="当前密码"
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          fullWidth
          margin="dense"
          autoFocus
          autoComplete="current-password"
        />
        <TextField
          label="新密码"
          type="password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          fullWidth
          margin="dense"
          autoComplete="new-password"
        />
        <TextField
          label="再次输入新密码"
          type="password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          fullWidth
          margin="dense"
          autoComplete="new-password"
        />
      </CreateForm>
    </Dialog>
  );
}
