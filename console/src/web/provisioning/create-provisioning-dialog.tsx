import { Dialog, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useGroups } from '../api/release-queries';
import { useCreateProvisioningToken } from '../api/wall-management-queries';
import { CreateForm } from '../layout/create-form';
import { SecretOnceStep } from '../layout/secret-once';

const EMPTY = { group: '', label: '', hours: '72', uses: '10' };

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
  const groups = useGroups();
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState<string | null>(null);
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));
  const close = () => {
    create.reset();
    setForm(EMPTY);
    setMissing(null);
    onClose();
  };
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
    setMissing(problem);
    if (problem || expiresInHours === null || maxUses === null) return;
    create.mutate({ group: form.group, label: form.label.trim(), expiresInHours, maxUses });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>新建预配令牌</DialogTitle>
      {create.data ? (
        <SecretOnceStep secret={enrolAddress(create.data.secret)} label="预配地址" onClose={close}>
          这是令牌唯一一次显示：请立即复制下面的地址，在分组 {create.data.group}{' '}
          的大屏浏览器中打开。大屏用它换取自己的凭据后会从地址栏中去掉令牌。关闭后无法再次查看。
        </SecretOnceStep>
      ) : (
        <CreateForm
          onSubmit={submit}
          onCancel={close}
          pending={create.isPending}
          problem={missing ?? (create.isError ? `创建失败：${errorMessage(create.error)}` : null)}
        >
          <TextField
            select
            label="分组"
            value={form.group}
            onChange={set('group')}
            fullWidth
            margin="dense"
            autoFocus
            helperText={
              groups.isError ? `分组列表加载失败：${errorMessage(groups.error)}` : '用它添加的大屏进入这个分组'
            }
          >
            {(groups.data ?? []).map((g) => (
              <MenuItem key={g.group} value={g.group}>
                {g.group}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="用途"
            value={form.label}
            onChange={set('label')}
            helperText="如 展厅安装批次"
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            label="有效期（小时）"
            value={form.hours}
            onChange={set('hours')}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="可用次数"
            value={form.uses}
            onChange={set('uses')}
            helperText="最多可添加多少块大屏"
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </CreateForm>
      )}
    </Dialog>
  );
}
