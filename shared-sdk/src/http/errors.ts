/** Why an API call failed, as far as a panel frame cares. */
export type ApiErrorKind = 'session' | 'business' | 'shape';

/** A call that reached the server but was refused or answered with data of the wrong shape. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly url?: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A short Chinese reason for any error a call can reject with, for frames and toasts. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const e = error as { code?: string; message?: string; response?: { status?: number } } | undefined;
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT') return '请求超时';
  if (e?.response?.status) return `服务器返回 HTTP ${e.response.status}`;
  if (e?.code === 'ERR_NETWORK') return '无法连接到数据接口';
  if (e?.code === 'ERR_CANCELED') return '请求已取消';
  return e?.message || '未知错误';
}

/**
 * The class of failure behind a data call, as the fleet reports it: `ApiError` (the server refused or
 * answered in the wrong shape), `NetworkError` (no answer, a timeout or an HTTP error status), else the error's own name.
 */
export function dataErrorClass(error: unknown): string {
  if (error instanceof ApiError) return 'ApiError';
  const e = error as { code?: unknown; response?: unknown; name?: unknown } | undefined;
  if (e && (typeof e.code === 'string' || e.response !== undefined)) return 'NetworkError';
  return typeof e?.name === 'string' && e.name ? e.name : 'Error';
}
