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
