import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ApiErrorReply } from '../../protocol/console-api';

/** A failed console API call: the HTTP status (0 when the server could not be reached) and a Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const FALLBACK_MESSAGES: Record<number, string> = {
  400: '请求内容有误',
  401: '登录已失效，请重新登录',
  403: '没有权限执行此操作',
  404: '未找到请求的对象',
  409: '与现有数据冲突',
  413: '请求内容过大',
  429: '操作过于频繁，请稍后再试',
};

function fallbackMessage(status: number): string {
  return (
    FALLBACK_MESSAGES[status] ??
    (status >= 500 ? `服务器出错（HTTP ${status}），请稍后重试` : `请求失败（HTTP ${status}）`)
  );
}

async function errorReply(response: Response): Promise<Partial<ApiErrorReply>> {
  try {
    const reply = (await response.json()) as unknown;
    return reply && typeof reply === 'object' ? reply : {};
  } catch {
    return {};
  }
}

/**
 * Whether the person did something (a click, a key) since the last request that counted as theirs. A read made with
 * no input since is the page's own polling: it is marked, and the service does not count it against the idle timeout.
 */
let personActed = false;
if (typeof window !== 'undefined') {
  for (const event of ['pointerdown', 'keydown'])
    window.addEventListener(
      event,
      () => {
        personActed = true;
      },
      { capture: true, passive: true },
    );
}
/** The header the service reads (features/security/session-rules.ts). */
const BACKGROUND = { 'x-cockpit-background': '1' };

function activityHeaders(method: string): Record<string, string> {
  if (method !== 'GET') return {};
  if (!personActed) return BACKGROUND;
  // The reads that follow an input right away (a page opened by a click) count too.
  setTimeout(() => {
    personActed = false;
  }, 1000);
  return {};
}

/**
 * Calls the console API on the page's own origin (the session cookie goes along) and returns the JSON
 * reply; throws an {@link ApiError} with the server's Chinese message, or a fallback one, when it fails.
 */
export async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    file?: { text: string; type: string };
    onResponse?: (response: Response) => void;
  } = {},
): Promise<T> {
  const { method = 'GET', body, headers, file, onResponse } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // A file (an upload) travels as itself, under its own type or as bytes; anything else as JSON.
      headers: {
        ...activityHeaders(method),
        ...headers,
        accept: 'application/json',
        ...(file
          ? { 'content-type': file.type }
          : body === undefined
            ? {}
            : { 'content-type': body instanceof Blob ? 'application/octet-stream' : 'application/json' }),
      },
      body: file ? file.text : body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, '无法连接控制台服务，请检查网络后重试');
  }
  if (!response.ok) {
    const reply = await errorReply(response);
    const message = typeof reply.error === 'string' && reply.error ? reply.error : fallbackMessage(response.status);
    throw new ApiError(response.status, message, typeof reply.field === 'string' ? reply.field : undefined);
  }
  onResponse?.(response);
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    throw new ApiError(response.status, '服务器返回了无法识别的内容');
  }
}

/** The message of any error, for showing: an ApiError's own, else a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : '发生未知错误，请刷新页面重试';
}

/** The cache key of the signed-in user (`null` when signed out). */
export const SESSION_KEY = ['session'] as const;

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The page's query client: any 401 from any call marks the session as signed out, which sends the
 * user to the login page; a client error is not retried, a network or server error twice.
 */
export function createQueryClient(): QueryClient {
  const signedOutOn401 = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) client.setQueryData(SESSION_KEY, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOutOn401 }),
    mutationCache: new MutationCache({ onError: signedOutOn401 }),
    defaultOptions: {
      queries: { retry: (failures, error) => !isClientError(error) && failures < 2, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
