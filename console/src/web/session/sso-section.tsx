import { Alert, Button, Divider } from '@mui/material';
import type { SsoFailure } from '../../protocol/sign-in';

/** Why a sign-in through the provider came back here (`?sso=`), in words for the person. */
export const SSO_FAILURE_TEXT: Record<SsoFailure, string> = {
  state: '登录请求已失效或不是从本页发起的，请重新点击登录按钮。',
  provider: '统一身份认证返回的登录结果未通过校验，已拒绝。请重新登录；如反复出现，请联系管理员。',
  unavailable: '暂时无法连接统一身份认证服务。可稍后重试；紧急情况下请使用本地应急账号登录。',
  off: '单点登录未开启。',
  'account-disabled': '你的控制台账号已被管理员停用。',
  cancelled: '你在统一身份认证页面取消了登录。',
  'session-limit': '你的账号已在别处登录，达到同时在线会话的上限：请先在那里退出后再登录。',
};

/** The provider's button above the password form, and why the last sign-in through it came back, if it did. */
export function SsoSection({ label, next, failure }: { label?: string; next: string; failure: SsoFailure | null }) {
  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {SSO_FAILURE_TEXT[failure]}
        </Alert>
      )}
      {label && (
        <>
          {/* A plain link: the browser itself goes to the provider and comes back through the callback. */}
          <Button
            variant="contained"
            size="large"
            fullWidth
            href={`/api/sign-in/oidc?next=${encodeURIComponent(next)}`}
          >
            {label}
          </Button>
          <Divider sx={{ my: 3, color: 'text.secondary', fontSize: 13 }}>或使用本地账号</Divider>
        </>
      )}
    </>
  );
}
