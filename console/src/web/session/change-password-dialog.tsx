import { useChangeOwnPassword } from '../api/user-access-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';

/** 修改密码: the signed-in user's own password, with the current one; their other sessions end, this one goes on. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangeOwnPassword();
  const dialog = useFormDialog({ current: '', next: '', again: '' }, change, onClose);
  const { form, field } = dialog;
  const submit = () => {
    if (!form.current) return dialog.setProblem('请填写当前密码');
    if (form.next !== form.again) return dialog.setProblem('两次输入的新密码不一致');
    dialog.setProblem(null);
    change.mutate({ currentPassword: form.current, newPassword: form.next }, { onSuccess: dialog.close });
  };
  return (
    <FormDialog
      open={open}
      title="修改密码"
      state={dialog}
      onSubmit={submit}
      submitLabel={['修改', '正在修改…']}
      maxWidth="xs"
    >
      <FormField label="当前密码" type="password" {...field('current')} autoFocus autoComplete="current-password" />
      <FormField label="新密码" type="password" {...field('next')} autoComplete="new-password" />
      <FormField label="再次输入新密码" type="password" {...field('again')} autoComplete="new-password" />
    </FormDialog>
  );
}
