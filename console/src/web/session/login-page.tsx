import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { useLogin, useSession } from '../api/queries';
import { SSO_FAILURES, type SsoFailure } from '../../protocol/sign-in';
import { useSignInOptions } from '../api/sign-in-queries';
import { COLORS } from '../theme';
import { SsoSection } from './sso-section';
import { SignInStepForm } from './sign-in-step';
import type { SignInStep } from '../../protocol/security';

/** Where to go after signing in: only a path of this page (never another origin, never back to login). */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return '/';
  return next;
}

function loginError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return '用户名或密码错误';
  // Local sign-in off, the account locked (when it ends), the sessions' limit: the service's own words.
  if (error instanceof ApiError && [403, 409, 429].includes(error.status)) return error.message;
  return errorMessage(error);
}

/** The sign-in form: user name and password; the session is an httpOnly cookie set by the server. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [step, setStep] = useState<SignInStep | null>(null);
  const next = safeNext(params.get('next'));
  const options = useSignInOptions();
  const sso = params.get('sso');
  const failure = (SSO_FAILURES as readonly string[]).includes(sso ?? '') ? (sso as SsoFailure) : null;
  const localOff = options.data?.localSignIn === false;

  // Mid-sign-in (the recovery codes on screen) the page stays until the person goes on.
  if (session.data && !step) return <Navigate to={next} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) return setMissing('请输入用户名');
    if (!password) return setMissing('请输入密码');
    setMissing(null);
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: (reply) => ('step' in reply ? setStep(reply.step) : void navigate(next, { replace: true })) },
    );
  };
  const problem = missing ?? (login.isError ? loginError(login.error) : null);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        component={step ? 'div' : 'form'}
        onSubmit={step ? undefined : submit}
        noValidate
        sx={{ width: step === 'enrol-second-factor' ? 520 : 380, p: 4, border: `1px solid ${COLORS.panelBorder}` }}
      >
        <Typography variant="h5" component="h1" sx={{ color: COLORS.title, fontWeight: 600, mb: 0.5 }}>
          驾驶舱运维控制台
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          请登录以查看各墙面的运行状态
        </Typography>
        {step ? (
          <SignInStepForm step={step} onStep={setStep} onDone={() => void navigate(next, { replace: true })} />
        ) : (
          <>
            <SsoSection label={options.data?.oidc?.label} next={next} failure={failure} />
            {localOff && (
              <Typography color="text.secondary" sx={{ fontSize: 13, mb: 1 }}>
                本地账号登录已关闭，仅应急账号可用密码登录。
              </Typography>
            )}
            <TextField
              label="用户名"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              autoFocus
              fullWidth
              margin="dense"
            />
            <TextField
              label="密码"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              fullWidth
              margin="dense"
            />
            {problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
            <Button
              type="submit"
              variant={options.data?.oidc ? 'outlined' : 'contained'}
              fullWidth
              size="large"
              sx={{ mt: 3 }}
              disabled={login.isPending}
            >
              {login.isPending ? '正在登录…' : '登录'}
            </Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
