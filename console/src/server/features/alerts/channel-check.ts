import type { AlertChannelRequest } from '../../../protocol';
import { Refusal } from '../../core/http/errors';

/** What a stored channel holds besides its name, kind and secret. */
export type ChannelConfig = Pick<
  AlertChannelRequest,
  'url' | 'smtpHost' | 'smtpPort' | 'smtpSecure' | 'smtpUser' | 'mailFrom' | 'mailTo'
>;

const MAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;

function checkUrl(url: string | undefined): string {
  if (!url) throw new Refusal(400, '请填写接收地址', 'url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Refusal(400, '接收地址不是合法的网址', 'url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Refusal(400, '接收地址只能是 http 或 https', 'url');
  if (parsed.username || parsed.password) throw new Refusal(400, '接收地址不能带用户名或密码', 'url');
  return parsed.toString();
}

/**
 * A channel as it will be stored: the request checked for its kind (400 naming the field), with the stored URL and
 * secret kept where the request leaves them out (an edit need not send them again).
 */
export function checkChannel(
  request: AlertChannelRequest,
  stored?: { config: ChannelConfig; secret: string | null },
): { config: ChannelConfig; secret: string | null } {
  const secret = request.secret ?? stored?.secret ?? null;
  if (request.kind === 'email') {
    if (!request.smtpHost?.trim()) throw new Refusal(400, '请填写 SMTP 服务器', 'smtpHost');
    if (!request.mailFrom || !MAIL.test(request.mailFrom)) throw new Refusal(400, '发件人地址不对', 'mailFrom');
    if (!request.mailTo?.length) throw new Refusal(400, '请至少填写一个收件人', 'mailTo');
    const bad = request.mailTo.findIndex((to) => !MAIL.test(to));
    if (bad >= 0) throw new Refusal(400, `收件人地址不对：${request.mailTo[bad]}`, `mailTo[${bad}]`);
    const secure = request.smtpSecure ?? false;
    return {
      config: {
        smtpHost: request.smtpHost.trim(),
        smtpPort: request.smtpPort ?? (secure ? 465 : 587),
        smtpSecure: secure,
        smtpUser: request.smtpUser,
        mailFrom: request.mailFrom,
        mailTo: request.mailTo,
      },
      secret,
    };
  }
  const url = checkUrl(request.url ?? stored?.config.url);
  if (request.kind === 'webhook' && (!secret || secret.length < 16))
    throw new Refusal(400, 'Webhook 的签名密钥至少 16 个字符', 'secret');
  if (request.kind === 'dingtalk' && secret && !secret.startsWith('SEC'))
    throw new Refusal(400, '钉钉的加签密钥以 SEC 开头', 'secret');
  return { config: { url }, secret };
}

const maskValue = (value: string): string => (value.length <= 4 ? '••••' : `••••${value.slice(-4)}`);

/** A URL as the console may see it: query values and long path segments (where robots keep their tokens) masked. */
export function maskUrl(url: string): string {
  const parsed = new URL(url);
  const path = parsed.pathname
    .split('/')
    .map((part) => (part.length >= 16 ? maskValue(part) : part))
    .join('/');
  const query = [...parsed.searchParams].map(([k, v]) => `${k}=${maskValue(v)}`).join('&');
  return `${parsed.protocol}//${parsed.host}${path}${query ? `?${query}` : ''}`;
}

/** A secret as the console may see it. */
export const secretHint = (secret: string | null): string | undefined => (secret ? maskValue(secret) : undefined);
