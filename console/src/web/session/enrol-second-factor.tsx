import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../api/client';
import { useConfirmEnrolment, useEnrolment, type StepReply } from '../api/security-queries';
import { QueryView } from '../layout/query-view';

/** Enrolment: the QR code and the secret beside it, one code to confirm, then the ten recovery codes, shown once. */
export function EnrolSecondFactor({ onReply }: { onReply: (reply: StepReply) => void }) {
  const enrolment = useEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [done, setDone] = useState<{ codes: string[]; reply: StepReply } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { code: code.trim() },
      { onSuccess: ({ recoveryCodes = [], ...reply }) => setDone({ codes: recoveryCodes, reply: reply }) },
    );
  };
  if (done) {
    return (
      <Box>
        <Alert severity="warning" sx={{ mb: 1 }}>
          请立即抄下或打印这 10 个恢复码，并妥善保存：手机丢失时每个码可代替验证码登录一次。它们只显示这一次。
        </Alert>
        <Box
          component="ol"
          aria-label="恢复码"
          sx={{ columns: 2, fontFamily: 'monospace', fontSize: 16, pl: 4, my: 1 }}
        >
          {done.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" fullWidth onClick={() => onReply(done.reply)}>
          我已保存恢复码，继续
        </Button>
      </Box>
    );
  }
  return (
    <QueryView query={enrolment} what="二维码" empty={null}>
      {(e) => (
        <Box component="form" onSubmit={submit} noValidate>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 1 }}>
            <Box
              component="img"
              src={e.qrDataUrl}
              alt="动态验证码二维码"
              sx={{ width: 180, height: 180, bgcolor: '#fff', borderRadius: 1 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: 13 }} color="text.secondary">
                无法扫码时，在验证器中手动输入密钥：
              </Typography>
              <Typography
                data-testid="totp-secret"
                sx={{ fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all', userSelect: 'all' }}
              >
                {e.secret}
              </Typography>
            </Box>
          </Box>
          <TextField
            label="验证器显示的 6 位数字"
            value={code}
            onChange={(ev) => setCode(ev.target.value)}
            fullWidth
            margin="dense"
            autoComplete="one-time-code"
          />
          {confirm.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(confirm.error)}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            fullWidth
            sx={{ mt: 2 }}
            disabled={confirm.isPending || !code.trim()}
          >
            {confirm.isPending ? '正在验证…' : '确认绑定'}
          </Button>
        </Box>
      )}
    </QueryView>
  );
}
