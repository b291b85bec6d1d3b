import { useCreateProvisioningToken } from '../api/wall-management-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';
import { GroupField } from '../layout/group-field';
import { SecretOnceStep } from '../layout/secret-once';

const EMPTY = { group: '', label: '', hours: '72', uses: '10' };
const NUMERIC = { htmlInput: { inputMode: 'numeric' } } as const;

/** The address a kiosk opens to enrol with `token`: the wall's own origin (this console is served beside it), route `/`. */
export function enrolAddress(token: string, origin = window.location.origin): string {
  return `${origin}/?enroll=${encodeURIComponent(token)}`;
}

/** A whole number within bounds, or null. */
const whole = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max ? Number(text) : null;

/** 新建预配令牌: group, label, expiry and uses; on success the token and its ready-made `/?enroll=` address are shown once. */
export function CreateProvisioningDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateProvisioningToken();
  const dialog = useFormDialog(EMPTY, create, onClose, '创建失败：');
  const { form, field } = dialog;
  const submit = () => {
    const expiresInHours = whole(form.hours, 1, 24 * 90);
    const maxUses = whole(form.uses, 1, 1000);
    const problem = !form.group
      ? '请选择分组'
      : !form.label.trim()
        ? '请填写用途，如 展厅安装批次'
        : expiresInHours === null
          ? '有效期须为 1 到 2160 之间的整数小时'
          : maxUses === null
            ? '可用次数须为 1 到 1000 之间的整数'
            : null;
    dialog.setProblem(problem);
    if (problem || expiresInHours === null || maxUses === null) return;
    create.mutate({ group: form.group, label: form.label.trim(), expiresInHours, maxUses });
  };

  return (
    <FormDialog
      open={open}
      title="新建预配令牌"
      state={dialog}
      onSubmit={submit}
      done={
        create.data && (
          <SecretOnceStep secret={enrolAddress(create.data.secret)} label="预配地址" onClose={dialog.close}>
            这是令牌唯一一次显示：请立即复制下面的地址，在分组 {create.data.group}{' '}
            的大屏浏览器中打开。大屏用它换取自己的凭据后会从地址栏中去掉令牌。关闭后无法再次查看。
          </SecretOnceStep>
        )
      }
    >
      <GroupField {...field('group')} autoFocus hint="用它添加的大屏进入这个分组" />
      <FormField label="用途" {...field('label')} helperText="如 展厅安装批次" maxLength={40} />
      <FormField label="有效期（小时）" {...field('hours')} slotProps={NUMERIC} />
      <FormField label="可用次数" {...field('uses')} helperText="最多可添加多少块大屏" slotProps={NUMERIC} />
    </FormDialog>
  );
}
