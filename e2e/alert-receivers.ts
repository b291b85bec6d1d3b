import { expect } from '@playwright/test';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { startNoticeReceiver, type NoticeReceiver, type Received } from '../console/src/server/testing/notice-receiver';

/** A generic webhook's JSON body, as a receiver reads it. */
export interface WebhookBody {
  type: 'alert' | 'recovery' | 'test';
  kind: string | null;
  title: string;
  text: string;
  lines: string[];
  alert: { key: string; since: number; reason: string } | null;
}

/** A notice as the test receiver got it: when, what, and whether its HMAC signature holds for `secret`. */
export interface Delivered {
  at: number;
  body: WebhookBody;
  signed: boolean;
}

/** The receiver's own check, written from the documented scheme: hex HMAC-SHA256 of `${timestamp}.${body}`. */
function signatureHolds(request: Received, secret: string): boolean {
  const timestamp = String(request.headers['x-cockpit-timestamp'] ?? '');
  const given = Buffer.from(String(request.headers['x-cockpit-signature'] ?? ''));
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`,
  );
  return timestamp !== '' && given.length === expected.length && timingSafeEqual(given, expected);
}

/** A local webhook receiver answering the `statuses` in turn (the last repeating). */
export class WebhookReceiver {
  private constructor(
    private readonly receiver: NoticeReceiver,
    readonly secret: string,
  ) {}

  static async start(secret: string, statuses: number[] = [200]): Promise<WebhookReceiver> {
    const receiver = await startNoticeReceiver(statuses, '{"ok":true}');
    return new WebhookReceiver(receiver, secret);
  }

  get url(): string {
    return `${this.receiver.url}/hook`;
  }

  /** Everything received, parsed. */
  delivered(): Delivered[] {
    return this.receiver.received.map((request) => ({
      at: request.at,
      body: JSON.parse(request.body) as WebhookBody,
      signed: signatureHolds(request, this.secret),
    }));
  }

  /** The notices of `type` about the alert `key`. */
  about(key: string, type: WebhookBody['type']): Delivered[] {
    return this.delivered().filter((d) => d.body.type === type && d.body.alert?.key === key);
  }

  /** Waits (polling what was received) until a notice of `type` about `key` has come; returns the first. */
  async first(key: string, type: WebhookBody['type'], timeout: number): Promise<Delivered> {
    await expect
      .poll(() => this.about(key, type).length, { timeout, intervals: [250], message: `${type} notice for ${key}` })
      .toBeGreaterThan(0);
    return this.about(key, type)[0];
  }

  close(): Promise<void> {
    return this.receiver.close();
  }
}
