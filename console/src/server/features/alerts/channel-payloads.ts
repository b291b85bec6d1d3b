import { createHmac } from 'node:crypto';
import { noticeMarkdown, noticeText, type Notice } from './alert-notice';

/** An HTTP request a channel sends: where, what, with which headers. */
export interface OutgoingRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** The headers a generic webhook receiver checks: the time sent, and HMAC-SHA256 of `${timestamp}.${body}` in hex. */
export const SIGNATURE_HEADER = 'x-cockpit-signature';
export const TIMESTAMP_HEADER = 'x-cockpit-timestamp';

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A generic JSON webhook: the notice as data and as text, signed. */
export function webhookRequest(url: string, notice: Notice, secret: string, now: number): OutgoingRequest {
  const body = JSON.stringify({
    type: notice.type,
    kind: notice.kind ?? null,
    title: notice.title,
    text: noticeText(notice),
    lines: notice.lines,
    at: notice.at,
    alert: notice.alert ?? null,
  });
  const timestamp = String(now);
  return {
    url,
    body,
    headers: {
      ...JSON_TYPE,
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
    },
  };
}

/** 企业微信's markdown content is at most 4096 bytes. */
export const WECOM_MAX_BYTES = 4096;

function cutToBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let cut = text;
  while (Buffer.byteLength(`${cut}…`) > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** 企业微信 group robot: `{ msgtype: 'markdown', markdown: { content } }` posted to its webhook URL. */
export function wecomRequest(url: string, notice: Notice): OutgoingRequest {
  const body = JSON.stringify({
    msgtype: 'markdown',
    markdown: { content: cutToBytes(noticeMarkdown(notice), WECOM_MAX_BYTES) },
  });
  return { url, body, headers: { ...JSON_TYPE } };
}

/** 钉钉's signature: base64 of HMAC-SHA256 over `${timestamp}\n${secret}` keyed by the secret (its robot docs). */
export function dingtalkSign(secret: string, timestamp: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}

/** 钉钉 group robot: markdown with a title; with a signing secret, `timestamp` and `sign` are added to the URL's query. */
export function dingtalkRequest(url: string, notice: Notice, secret: string | null, now: number): OutgoingRequest {
  const target = new URL(url);
  if (secret) {
    const timestamp = String(now);
    target.searchParams.set('timestamp', timestamp);
    target.searchParams.set('sign', dingtalkSign(secret, timestamp));
  }
  const body = JSON.stringify({ msgtype: 'markdown', markdown: { title: notice.title, text: noticeMarkdown(notice) } });
  return { url: target.toString(), body, headers: { ...JSON_TYPE } };
}

/** The robots answer 200 with `{ errcode, errmsg }`: only errcode 0 is delivered. */
export function robotAccepted(answer: string): boolean {
  try {
    return (JSON.parse(answer) as { errcode?: unknown }).errcode === 0;
  } catch {
    return false;
  }
}
