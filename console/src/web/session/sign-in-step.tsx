import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SignInStep } from '../../protocol/security';
import { errorMessage } from '../api/client';
import { isStep, usePendingPassword, useSecondFactorCode, type StepReply } from '../api/security-queries';
import { EnrolSecondFactor } from './enrol-second-factor';

/** One step of a sign-in after the password: the code, enrolment, or the forced new password. */
export function SignInStepForm({
  step,
  onStep,
  onDone,
}: {
  step: SignInStep;
  onStep: (step: SignInStep) => void;
  onDone: () => void;
}) {
  const next = (reply: StepReply) => (isStep(reply) ? onStep(reply.step) : onDone());
  if (step === 'second-factor') return <CodeStep onReply={next} />;
  if (step === 'enrol-second-factor') {
    return (
      <>
        <StepTitle>绑定动态验证码</StepTitle>
        <Typography color="text.secondary" sx={{ fontSize: 13, mb: 1 }}>
          安全策略要求你的账号使用双因素认证。用手机上的验证器（如 FreeOTP、Google
          Authenticator、微信小程序“腾讯身份验证器”）扫描二维码。
        </Typography>
        <EnrolSecondFactor onReply={next} />
      </>
    );
  }
  return <PasswordStep onReply={next} />;
}

const StepTitle = ({ children }: { children: ReactNode }) => (
  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
    {children}
  </Typography>
);

function CodeStep({ onReply }: { onReply: (reply: StepReply) => void }) {
  const send = useSecondFactorCode();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ code: code.trim() }, { onSuccess: onReply });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <StepTitle>输入动态验证码</StepTitle>
      <TextField
        label="验证码"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoFocus
        fullWidth
        margin="dense"
        autoComplete="one-time-code"
        helperText="验证器上显示的 6 位数字；手机不在身边时可输入一个恢复码"
      />
      {send.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(send.error)}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        fullWidth
        size="large"
        sx={{ mt: 2 }}
        disabled={send.isPending || !code.trim()}
      >
        {send.isPending ? '正在验证…' : '验证并登录'}
      </Button>
    </Box>
  );
}

function PasswordStep({ onReply }: { onReply: (reply: StepReply) => void }) {
  const change = usePendingPassword();
  const [form, setForm] = useState({ current: '', next: '', again: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.next !== form.again) return setProblem('两次输入的新密码不一致');
    setProblem(null);
    change.mutate({ currentPassword: form.current, newPassword: form.next }, { onSuccess: onReply });
  };
  const field = (key: keyof typeof form, label: string) => (
    <TextField
      label={label}
      type="password"
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      fullWidth
      margin="dense"
      autoComplete={key === 'current' ? 'current-password' : 'new-password'}
    />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <StepTitle>请设置新密码</StepTitle>
      <Typography color="text.secondary" sx={{ fontSize: 13 }}>
        首次登录、管理员重置后或密码到期时须修改密码。新密码须足够长、含三类以上字符（大小写字母、数字、其他字符），且不能与最近用过的相同。
      </Typography>
      {field('current', '当前密码')}
      {field('next', '新密码')}
      {field('again', '再次输入新密码')}
      {(problem || change.isError) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem ?? errorMessage(change.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth size="large" sx={{ mt: 2 }} disabled={change.isPending}>
        {change.isPending ? '正在保存…' : '保存并登录'}
      </Button>
    </Box>
  );
}
