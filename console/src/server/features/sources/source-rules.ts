import type { SourceBody } from '../../../protocol';
import { hostOf, hostRefusal, isInnerAddress, addressRefusal } from './address-guard';
import { isIP } from 'node:net';

/** The limits a source is held to; `minIntervalMs` is the service's setting (5 s unless a test shortens it). */
export interface SourceLimits {
  minIntervalMs: number;
}

/** Grafana's `min_refresh_interval`: no source asks its upstream more often than this unless the service is told otherwise. */
export const DEFAULT_MIN_SOURCE_INTERVAL_MS = 5000;
export const DEFAULT_TIMEOUT_MS = 4000;
/** A source's timeout: as set, else 4 s or half the interval when that is shorter (a fetch never overlaps the next). */
export const timeoutOf = (body: Pick<SourceBody, 'timeoutMs' | 'intervalMs'>): number =>
  body.timeoutMs ?? Math.min(DEFAULT_TIMEOUT_MS, Math.floor(body.intervalMs / 2));
export const DEFAULT_MAX_BYTES = 1_048_576;
/** The last columns every kind of source writes: its interval, timeout and size cap, who changed it and when. */
export const intervalLimitsStamp = (body: Pick<SourceBody, 'timeoutMs' | 'intervalMs' | 'maxBytes'>, by: string) => [
  body.intervalMs,
  timeoutOf(body),
  body.maxBytes ?? DEFAULT_MAX_BYTES,
  by,
  Date.now(),
];
/** Headers the service writes itself: an operator's value would let a request lie about its own framing or target. */
const OWN_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-authorization',
  'keep-alive',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A refused field: its path and why, in words. */
export interface RuleRefusal {
  field: string;
  error: string;
}

/** Why a text may not be stored in any field: a script address or markup (nothing a source holds is ever HTML). */
export function unsafeText(text: string): string | undefined {
  if (/^\s*(javascript|data|vbscript):/i.test(text)) return '不能以 javascript:、data: 或 vbscript: 开头';
  if (/[<>]/.test(text)) return '不能含 HTML（< 或 >）';
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return '不能含控制字符';
  return undefined;
}

function* texts(body: SourceBody): Generator<[string, string]> {
  yield ['name', body.name];
  yield ['url', body.url];
  for (const [k, v] of Object.entries(body.params ?? {})) {
    yield [`params.${k}`, k];
    yield [`params.${k}`, v];
  }
  for (const [k, v] of Object.entries(body.headers ?? {})) {
    yield [`headers.${k}`, k];
    yield [`headers.${k}`, v];
  }
  if (body.body !== undefined) yield ['body', body.body];
  for (const [i, s] of (body.secrets ?? []).entries()) {
    yield [`secrets[${i}].name`, s.name];
    yield [`secrets[${i}].value`, s.value];
  }
}

/** Checks a header's name: a token, not one the service writes itself. */
export function headerRefusal(name: string): string | undefined {
  if (!TOKEN.test(name)) return `请求头名 ${name} 的格式不对`;
  if (OWN_HEADERS.has(name.toLowerCase())) return `请求头 ${name} 由服务自己填写，不能设置`;
  return undefined;
}

/** Judges a source before it is stored: its address (scheme, host on the list, no inner literal unless listed), texts, timings. */
export function judgeSource(
  body: SourceBody,
  allowlist: readonly string[],
  limits: SourceLimits,
): RuleRefusal | undefined {
  for (const [field, text] of texts(body)) {
    const why = unsafeText(text);
    if (why) return { field, error: `字段 ${field} ${why}` };
  }
  let url: URL;
  try {
    url = new URL(body.url);
  } catch {
    return { field: 'url', error: '地址不是合法的 URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { field: 'url', error: '只支持 http:// 或 https:// 地址' };
  if (url.username || url.password) return { field: 'url', error: '地址中不能带用户名或密码（请放在密钥中）' };
  const host = hostOf(url);
  const notListed = hostRefusal(host, allowlist);
  if (notListed) return { field: 'url', error: notListed };
  if (isIP(host) && isInnerAddress(host)) {
    const inner = addressRefusal(host, host, allowlist);
    if (inner) return { field: 'url', error: inner };
  }
  for (const name of Object.keys(body.headers ?? {})) {
    const why = headerRefusal(name);
    if (why) return { field: `headers.${name}`, error: why };
  }
  for (const [i, s] of (body.secrets ?? []).entries()) {
    const why = s.place === 'header' ? headerRefusal(s.name) : undefined;
    if (why) return { field: `secrets[${i}].name`, error: why };
  }
  if (body.method === 'GET' && body.body !== undefined && body.body !== '')
    return { field: 'body', error: 'GET 请求不能带请求体（请改用 POST）' };
  if (body.body) {
    try {
      JSON.parse(body.body);
    } catch {
      return { field: 'body', error: '请求体应为 JSON' };
    }
  }
  if (body.intervalMs < limits.minIntervalMs)
    return { field: 'intervalMs', error: `刷新间隔不能小于 ${limits.minIntervalMs / 1000} 秒` };
  const timeout = timeoutOf(body);
  if (timeout >= body.intervalMs) return { field: 'timeoutMs', error: '超时应小于刷新间隔' };
  return undefined;
}
