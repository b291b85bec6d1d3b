import { Type, type Static } from '@sinclair/typebox';
import { WALL_ID_PATTERN } from '@cockpit/protocol';

/**
 * Alerts: rules judged on the fleet every sweep, notices delivered to channels through a durable outbox.
 *
 * Console routes (session cookie):
 * - `GET /api/alerts?open=1` (viewer) → {@link AlertInfo}[] newest first (open ones only with `open=1`).
 * - `GET /api/alert-rules` (viewer) → {@link AlertGroupRule}[]; `PUT /api/alert-rules/:group` {@link AlertRuleRequest}
 *   (admin, audited `alert-rule.update`).
 * - `GET /api/alert-channels` (admin) → {@link AlertChannelInfo}[]; `POST` {@link AlertChannelRequest} (admin, audited
 *   `alert-channel.create`); `PUT /api/alert-channels/:id` (omitted `url`/`secret` keep the stored ones; audited
 *   `alert-channel.update`); `DELETE …/:id` (audited `alert-channel.delete`); `POST …/:id/test` queues a test notice
 *   (audited `alert-channel.test`) → {@link OutboxEntry}.
 * - `GET /api/alert-deliveries?limit=N` (admin) → {@link DeliveryAttempt}[] newest first.
 */

export const ALERT_KINDS = ['wall-offline', 'slot-error', 'rollout-rolled-back'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What an alert is about: the wall (its name and where it hangs), its group, the slot or the rollout. */
export interface AlertSubject {
  group: string;
  wallId?: string;
  wallName?: string;
  location?: string;
  slot?: string;
  panel?: string;
  rolloutId?: string;
  remote?: string;
}

/** One alert: open while its condition lasts (fired once), closed when it ends (one recovery notice). */
export interface AlertInfo {
  id: number;
  key: string;
  kind: AlertKind;
  subject: AlertSubject;
  /** Why, in Chinese. */
  reason: string;
  /** Since when the condition holds (epoch ms). */
  since: number;
  firedAt: number;
  resolvedAt?: number;
}

/** Per group: how long a wall may be silent, and a slot in error, before an alert fires. */
export interface AlertGroupRule {
  group: string;
  offlineAfterMs: number;
  slotErrorAfterMs: number;
  updatedBy?: string;
  updatedAt?: number;
}

export const DEFAULT_OFFLINE_AFTER_MS = 2 * 60_000;
export const MIN_OFFLINE_AFTER_MS = 45_000;
export const DEFAULT_SLOT_ERROR_AFTER_MS = 5 * 60_000;
export const MIN_SLOT_ERROR_AFTER_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;

export const alertRuleRequestSchema = Type.Object(
  {
    offlineAfterMs: Type.Integer({ minimum: MIN_OFFLINE_AFTER_MS, maximum: DAY_MS }),
    slotErrorAfterMs: Type.Integer({ minimum: MIN_SLOT_ERROR_AFTER_MS, maximum: DAY_MS }),
  },
  { additionalProperties: false },
);
export type AlertRuleRequest = Static<typeof alertRuleRequestSchema>;
export const alertGroupParams = Type.Object(
  { group: Type.String({ pattern: WALL_ID_PATTERN }) },
  { additionalProperties: false },
);

export const CHANNEL_KINDS = ['webhook', 'wecom', 'dingtalk', 'email'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const CHANNEL_KIND_NAMES: Record<ChannelKind, string> = {
  webhook: 'Webhook（JSON）',
  wecom: '企业微信群机器人',
  dingtalk: '钉钉群机器人',
  email: '电子邮件',
};

/**
 * A channel as an administrator writes it. `url`: webhook, 企业微信 and 钉钉 (http or https). `secret`: the webhook's
 * HMAC key, 钉钉's signing secret (`SEC…`), the SMTP password. E-mail: `smtpHost`, `smtpPort`, `mailFrom`, `mailTo`.
 */
export const alertChannelRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40 }),
    kind: Type.Union(CHANNEL_KINDS.map((k) => Type.Literal(k))),
    enabled: Type.Optional(Type.Boolean()),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    secret: Type.Optional(Type.String({ maxLength: 200 })),
    smtpHost: Type.Optional(Type.String({ maxLength: 253 })),
    smtpPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
    smtpSecure: Type.Optional(Type.Boolean()),
    smtpUser: Type.Optional(Type.String({ maxLength: 200 })),
    mailFrom: Type.Optional(Type.String({ maxLength: 254 })),
    mailTo: Type.Optional(Type.Array(Type.String({ minLength: 3, maxLength: 254 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type AlertChannelRequest = Static<typeof alertChannelRequestSchema>;

/** A channel as the console sees it: the URL with its query values masked, the secret only as a hint. */
export interface AlertChannelInfo extends Omit<AlertChannelRequest, 'secret' | 'enabled'> {
  id: number;
  enabled: boolean;
  /** `••••` and the secret's last 4 characters; absent when there is none. */
  secretHint?: string;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export type NoticeType = 'alert' | 'recovery' | 'test';

/** One notice waiting for, or done with, one channel. */
export interface OutboxEntry {
  id: number;
  channelId: number;
  type: NoticeType;
  title: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  deliveredAt?: number;
}

/** One attempt to deliver a notice: the receiver's answer, cut to 500 characters. */
export interface DeliveryAttempt {
  id: number;
  outboxId: number;
  channelId: number;
  channelName: string;
  type: NoticeType;
  title: string;
  attempt: number;
  at: number;
  ok: boolean;
  /** The HTTP status (or SMTP reply code) when there was one. */
  status?: number;
  answer: string;
  durationMs: number;
}
