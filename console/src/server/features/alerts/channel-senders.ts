import { createTransport } from 'nodemailer';
import type { AttemptResult } from './alert-outbox';
import type { StoredChannel } from './alert-channels';
import { noticeText, type Notice } from './alert-notice';
import { dingtalkRequest, robotAccepted, webhookRequest, wecomRequest, type OutgoingRequest } from './channel-payloads';

/** How long one attempt may take. */
export const SEND_TIMEOUT_MS = 10_000;
/** What of a receiver's answer is kept in the delivery log. */
export const ANSWER_MAX_CHARS = 500;
const ANSWER_READ_BYTES = 16 * 1024;

const cut = (text: string) => (text.length > ANSWER_MAX_CHARS ? `${text.slice(0, ANSWER_MAX_CHARS)}…` : text);

/** Reads at most 16 KB of an answer: a receiver that streams forever costs nothing more. */
async function readSome(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < ANSWER_READ_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, ANSWER_READ_BYTES).toString('utf8');
}

async function post(
  request: OutgoingRequest,
  accepted: (status: number, answer: string) => boolean,
): Promise<AttemptResult> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const answer = await readSome(response);
    return {
      ok: accepted(response.status, answer),
      status: response.status,
      answer: cut(answer),
      durationMs: performance.now() - started,
    };
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `超时（${SEND_TIMEOUT_MS / 1000} 秒）`
        : `连接失败：${(error as Error).message}`;
    return { ok: false, answer: cut(reason), durationMs: performance.now() - started };
  }
}

const ok2xx = (status: number) => status >= 200 && status < 300;

async function sendMail(channel: StoredChannel, notice: Notice): Promise<AttemptResult> {
  const { config } = channel;
  const started = performance.now();
  const transport = createTransport({
    host: config.smtpHost,
    port: config.smtpPort,
    secure: config.smtpSecure ?? false,
    ...(config.smtpUser ? { auth: { user: config.smtpUser, pass: channel.secret ?? '' } } : {}),
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: config.mailTo,
      subject: notice.title,
      text: noticeText(notice),
    });
    return {
      ok: true,
      status: Number(/^\d{3}/.exec(info.response)?.[0] ?? 250),
      answer: cut(info.response),
      durationMs: performance.now() - started,
    };
  } catch (error) {
    const e = error as Error & { responseCode?: number };
    return {
      ok: false,
      ...(e.responseCode ? { status: e.responseCode } : {}),
      answer: cut(`发送失败：${e.message}`),
      durationMs: performance.now() - started,
    };
  } finally {
    transport.close();
  }
}

/** Sends one notice to one channel, once; never throws (a failure is an attempt with its reason). */
export function sendNotice(channel: StoredChannel, notice: Notice, now = Date.now()): Promise<AttemptResult> {
  const url = channel.config.url ?? '';
  switch (channel.kind) {
    case 'webhook':
      return post(webhookRequest(url, notice, channel.secret ?? '', now), ok2xx);
    case 'wecom':
      return post(wecomRequest(url, notice), (status, answer) => ok2xx(status) && robotAccepted(answer));
    case 'dingtalk':
      return post(
        dingtalkRequest(url, notice, channel.secret, now),
        (status, answer) => ok2xx(status) && robotAccepted(answer),
      );
    case 'email':
      return sendMail(channel, notice);
  }
}
