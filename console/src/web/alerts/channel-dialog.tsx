import { FormControlLabel, MenuItem, Switch } from '@mui/material';
import {
  CHANNEL_KIND_NAMES,
  CHANNEL_KINDS,
  type AlertChannelInfo,
  type AlertChannelRequest,
  type ChannelKind,
} from '../../protocol/alerts';
import { useSaveAlertChannel } from '../api/alert-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';

const SECRET_LABEL: Record<ChannelKind, string> = {
  webhook: '签名密钥（HMAC-SHA256，至少 16 个字符）',
  wecom: '',
  dingtalk: '加签密钥（SEC 开头，可不填）',
  email: 'SMTP 密码',
};
const URL_HINT: Record<ChannelKind, string> = {
  webhook: '接收方用 X-Cockpit-Signature 校验签名',
  wecom: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  dingtalk: 'https://oapi.dingtalk.com/robot/send?access_token=…',
  email: '',
};

/** 新建 / 编辑告警通道. On edit the stored URL and secret stay unless typed again (they are never shown in full). */
export function ChannelDialog({ channel, onClose }: { channel?: AlertChannelInfo; onClose: () => void }) {
  const save = useSaveAlertChannel();
  const initial = {
    name: channel?.name ?? '',
    kind: channel?.kind ?? 'wecom',
    enabled: channel?.enabled ?? true,
    url: '',
    secret: '',
    smtpHost: channel?.smtpHost ?? '',
    smtpPort: String(channel?.smtpPort ?? 587),
    smtpSecure: channel?.smtpSecure ?? false,
    smtpUser: channel?.smtpUser ?? '',
    mailFrom: channel?.mailFrom ?? '',
    mailTo: channel?.mailTo?.join(', ') ?? '',
  };
  const dialog = useFormDialog(initial, save, onClose);
  const { form, field } = dialog;
  const set = (patch: Partial<typeof form>) => dialog.setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    const body: AlertChannelRequest = { name: form.name.trim(), kind: form.kind, enabled: form.enabled };
    if (form.url) body.url = form.url.trim();
    if (form.secret) body.secret = form.secret;
    if (form.kind === 'email') {
      Object.assign(body, {
        smtpHost: form.smtpHost.trim(),
        smtpPort: Number(form.smtpPort),
        smtpSecure: form.smtpSecure,
        mailFrom: form.mailFrom.trim(),
      });
      if (form.smtpUser) body.smtpUser = form.smtpUser.trim();
      body.mailTo = form.mailTo.split(/[,，;\s]+/).filter(Boolean);
    }
    save.mutate({ id: channel?.id, body }, { onSuccess: onClose });
  };
  const kept = (what?: string) => (channel && what ? `已保存：${what}（留空则不变）` : undefined);

  return (
    <FormDialog
      open
      title={channel ? `编辑告警通道「${channel.name}」` : '新建告警通道'}
      state={dialog}
      onSubmit={submit}
      submitLabel={channel ? ['保存', '正在保存…'] : ['创建', '正在创建…']}
    >
      <FormField label="名称" {...field('name')} autoFocus />
      <FormField select label="类型" {...field('kind')}>
        {CHANNEL_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {CHANNEL_KIND_NAMES[k]}
          </MenuItem>
        ))}
      </FormField>
      {form.kind !== 'email' && (
        <FormField
          label="接收地址"
          {...field('url')}
          helperText={kept(channel?.url) ?? URL_HINT[form.kind]}
          autoComplete="off"
        />
      )}
      {form.kind === 'email' && (
        <>
          <FormField label="SMTP 服务器" {...field('smtpHost')} />
          <FormField label="端口" type="number" {...field('smtpPort')} />
          <FormControlLabel
            control={<Switch checked={form.smtpSecure} onChange={(e) => set({ smtpSecure: e.target.checked })} />}
            label="SSL/TLS 直连（通常端口 465）"
          />
          <FormField label="SMTP 用户名（可不填）" {...field('smtpUser')} autoComplete="off" />
          <FormField label="发件人" {...field('mailFrom')} />
          <FormField label="收件人（多个用逗号分开）" {...field('mailTo')} />
        </>
      )}
      {form.kind !== 'wecom' && (
        <FormField
          label={SECRET_LABEL[form.kind]}
          type="password"
          {...field('secret')}
          helperText={kept(channel?.secretHint)}
          autoComplete="new-password"
        />
      )}
      <FormControlLabel
        control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
        label="启用（关闭后不再向它发送告警）"
      />
    </FormDialog>
  );
}
