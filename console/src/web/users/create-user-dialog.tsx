import { MenuItem } from '@mui/material';
import type { Role } from '../../protocol/console-api';
import { useCreateUser } from '../api/queries';
import { ROLE_LABEL } from '../format';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';

const ROLE_HINT: Record<Role, string> = {
  viewer: '只能查看',
  operator: '可以请求截图（及后续的版本发布）',
  admin: '还可以管理用户、预配令牌与分组（三权分立开启后为系统管理员）',
  security: '管理登录、密码与会话的设置和他人的角色（安全管理员）',
  auditor: '只能查看和导出审计日志（审计管理员）',
};

const EMPTY: { username: string; password: string; role: Role } = { username: '', password: '', role: 'viewer' };

/** 新建用户: user name, first password and role (admin only). */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const dialog = useFormDialog(EMPTY, create, onClose);
  const { form, field } = dialog;
  const submit = () => {
    if (!form.username.trim()) return dialog.setProblem('请填写用户名');
    if (!form.password) return dialog.setProblem('请填写初始密码');
    dialog.setProblem(null);
    create.mutate(
      { username: form.username.trim(), password: form.password, role: form.role },
      { onSuccess: dialog.close },
    );
  };

  return (
    <FormDialog open={open} title="新建用户" state={dialog} onSubmit={submit} maxWidth="xs">
      <FormField label="用户名" {...field('username')} autoFocus autoComplete="off" />
      <FormField label="初始密码" type="password" {...field('password')} autoComplete="new-password" />
      <FormField select label="角色" {...field('role')} helperText={ROLE_HINT[form.role]}>
        {(Object.keys(ROLE_LABEL) as Role[]).map((value) => (
          <MenuItem key={value} value={value}>
            {ROLE_LABEL[value]}
          </MenuItem>
        ))}
      </FormField>
    </FormDialog>
  );
}
