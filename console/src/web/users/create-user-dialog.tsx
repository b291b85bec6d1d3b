import { Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { Role } from '../../protocol/console-api';
import { errorMessage } from '../api/client';
import { useCreateUser } from '../api/queries';
import { ROLE_LABEL } from '../format';
import { CreateForm } from '../layout/create-form';

const ROLE_HINT: Record<Role, string> = {
  viewer: '只能查看',
  operator: '可以请求截图（及后续的版本发布）',
  admin: '还可以管理用户、预配令牌与分组（三权分立开启后为系统管理员）',
  security: '管理登录、密码与会话的设置和他人的角色（安全管理员）',
  auditor: '只能查看和导出审计日志（审计管理员）',
};

/** 新建用户: user name, first password and role (admin only). */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [missing, setMissing] = useState<string | null>(null);
  const close = () => {
    create.reset();
    setUsername('');
    setPassword('');
    setRole('viewer');
    setMissing(null);
    onClose();
  };
  const submit = () => {
    if (!username.trim()) return setMissing('请填写用户名');
    if (!password) return setMissing('请填写初始密码');
    setMissing(null);
    create.mutate({ username: username.trim(), password, role }, { onSuccess: close });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>新建用户</DialogTitle>
      <CreateForm
        onSubmit={submit}
        onCancel={close}
        pending={create.isPending}
        problem={missing ?? (create.isError ? errorMessage(create.error) : null)}
      >
        <TextField
          label="用户名"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          fullWidth
          margin="dense"
          autoFocus
          autoComplete="off"
        />
        <TextField
          label="初始密码"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fullWidth
          margin="dense"
          autoComplete="new-password"
        />
        <TextField
          select
          label="角色"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          helperText={ROLE_HINT[role]}
          fullWidth
          margin="dense"
        >
          {(Object.keys(ROLE_LABEL) as Role[]).map((value) => (
            <MenuItem key={value} value={value}>
              {ROLE_LABEL[value]}
            </MenuItem>
          ))}
        </TextField>
      </CreateForm>
    </Dialog>
  );
}
