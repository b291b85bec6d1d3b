import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Role } from '../../protocol/console-api';
import { errorMessage } from '../api/client';
import type { UserInfo } from '../api/queries';
import { useUserAccess, type UserAccessAction } from '../api/user-access-queries';
import { ROLE_LABEL } from '../format';
import { ConfirmDialog } from '../layout/confirm-dialog';

/** What each action does, asked before it is sent. */
function confirmText(username: string, action: UserAccessAction): string {
  switch (action.kind) {
    case 'role':
      return `把 ${username} 的角色改为 ${ROLE_LABEL[action.role]}？从其下一次操作起生效。`;
    case 'password':
      return `重置 ${username} 的密码？其所有会话立即结束，需用新密码重新登录。`;
    case 'disable':
      return `停用 ${username}？其所有会话立即结束，停用期间无法登录。`;
    case 'enable':
      return `启用 ${username}？其可以再次登录。`;
    case 'end-sessions':
      return `结束 ${username} 的所有会话？其需要重新登录。`;
    case 'delete':
      return `删除用户 ${username}？此操作不可撤销，其所有会话立即结束。`;
  }
}

/** 管理用户 (admin): role, password reset, disable/enable, end sessions, delete — each confirmed, each audited by the server. */
export function ManageUserDialog({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const access = useUserAccess();
  const [role, setRole] = useState<Role>(user.role ?? 'viewer');
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState<UserAccessAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = (action: UserAccessAction) =>
    access.mutate(
      { username: user.username, action },
      {
        onSuccess: () => (action.kind === 'delete' ? onClose() : setDone('已完成')),
        onSettled: () => setAsking(null),
      },
    );
  const ask = (action: UserAccessAction) => {
    access.reset();
    setDone(null);
    setAsking(action);
  };
  const disabled = user.disabledAt !== undefined;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>管理用户 {user.username}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {user.source === 'oidc' && (
          <Typography color="text.secondary" sx={{ fontSize: 13, pt: 1 }}>
            此用户来自单点登录：其角色在每次登录时按身份提供方的声明重新设定，在此修改只到其下次登录为止。
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 1 }}>
          <TextField
            select
            size="small"
            label="角色"
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            sx={{ minWidth: 160 }}
          >
            {(Object.keys(ROLE_LABEL) as Role[]).map((value) => (
              <MenuItem key={value} value={value}>
                {ROLE_LABEL[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={role === user.role} onClick={() => ask({ kind: 'role', role })}>
            修改角色
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            type="password"
            label="新密码（至少 10 个字符）"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" disabled={!password} onClick={() => ask({ kind: 'password', password })}>
            重置密码
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="warning" onClick={() => ask({ kind: disabled ? 'enable' : 'disable' })}>
            {disabled ? '启用' : '停用'}
          </Button>
          <Button variant="outlined" onClick={() => ask({ kind: 'end-sessions' })}>
            结束所有会话
          </Button>
          <Button variant="outlined" color="error" onClick={() => ask({ kind: 'delete' })}>
            删除用户
          </Button>
        </Box>
        {done && !access.isError && <Typography color="success.main">{done}</Typography>}
        {access.isError && <Alert severity="error">操作失败：{errorMessage(access.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
      <ConfirmDialog
        target={asking}
        title="请确认"
        verb=""
        action={access}
        onConfirm={run}
        onClose={() => setAsking(null)}
      >
        {asking && confirmText(user.username, asking)}
      </ConfirmDialog>
    </Dialog>
  );
}
