import type { SsoFailure } from '../../../../protocol/sign-in';

/** Why openid-client refused a callback, in words for the audit log (the browser only learns the kind, {@link SsoFailure}). */
export function callbackFailure(error: unknown): { reason: SsoFailure; detail: string } {
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    error?: string;
    error_description?: string;
    cause?: { claim?: string; parameter?: string };
  };
  // The provider itself answered with an error (the person cancelled, or was refused there).
  if (e?.name === 'AuthorizationResponseError') {
    const cancelled = e.error === 'access_denied';
    return {
      reason: cancelled ? 'cancelled' : 'provider',
      detail: `提供方返回错误 ${e.error ?? ''} ${e.error_description ?? ''}`.trim(),
    };
  }
  // The provider could not be reached (discovery, token endpoint, keys).
  if (
    (e?.name === 'TypeError' && /fetch failed/.test(e.message ?? '')) ||
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError'
  ) {
    return { reason: 'unavailable', detail: `无法连接身份提供方：${e.message ?? ''}` };
  }
  // openid-client wraps oauth4webapi's error, whose own words and cause say which check failed (nonce, aud, iss, state).
  let inner: { message?: string; code?: string; cause?: unknown } = e;
  for (let depth = 0; depth < 4 && inner?.cause instanceof Error; depth++) inner = inner.cause;
  const cause = (inner?.cause ?? {}) as { claim?: string; parameter?: string };
  const what = cause.claim ?? cause.parameter;
  return {
    reason: 'provider',
    detail: `校验未通过（${inner?.code ?? e?.code ?? e?.name ?? 'Error'}${what ? `，${what}` : ''}）：${(inner?.message ?? String(error)).slice(0, 300)}`,
  };
}
