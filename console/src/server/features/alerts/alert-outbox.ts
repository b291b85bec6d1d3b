import type { DeliveryAttempt, OutboxEntry } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import type { Notice } from './alert-notice';
import { noticeKey } from '../../core/replicas/effect-keys';
import { rowMapping } from '../../core/db/row-mapping';

/** A notice claimed for sending, with what the sender needs. */
export interface DueNotice {
  id: number;
  channelId: number;
  notice: Notice;
  attempts: number;
}

/** A queued notice as stored: the console's entry, with the notice itself where the entry has its title. */
type StoredNotice = Omit<OutboxEntry, 'title'> & { notice: Notice };

const NOTICE = rowMapping<StoredNotice>({
  id: 'id',
  channelId: 'channel_id',
  type: 'type',
  notice: 'notice',
  status: 'status',
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  createdAt: 'created_at',
  deliveredAt: 'delivered_at?',
});

const toEntry = (row: Record<string, unknown>): OutboxEntry => {
  const { notice, ...entry } = NOTICE.read(row);
  return { ...entry, title: notice.title };
};

/** Queues a notice for one channel (in the caller's transaction: with the alert state it tells of). */
export async function queueNotice(
  db: Queryable,
  n: { alertId: number | null; channelId: number; notice: Notice; now: number; dueAt?: number },
): Promise<OutboxEntry> {
  const { rows } = await db.query(
    `INSERT INTO alert_outbox (alert_id, channel_id, type, notice, status, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, 'pending', $5, $6)
     RETURNING ${NOTICE.columns}`,
    [n.alertId, n.channelId, n.notice.type, JSON.stringify(n.notice), n.dueAt ?? n.now, n.now],
  );
  return toEntry(rows[0]);
}

/**
 * Queues an alert's notice for one channel under its effect key ({@link noticeKey}): false when that notice was queued
 * already (a retry of the same transition queues nothing).
 */
export async function queueAlertNotice(
  db: Queryable,
  n: { alertId: number | null; channelId: number; notice: Notice; now: number; dueAt?: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO alert_outbox (alert_id, channel_id, type, notice, status, next_attempt_at, created_at, effect_key) VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7)
     ON CONFLICT (effect_key) DO NOTHING RETURNING id`,
    [
      n.alertId,
      n.channelId,
      n.notice.type,
      JSON.stringify(n.notice),
      n.dueAt ?? n.now,
      n.now,
      noticeKey(n.alertId, n.notice.type, n.channelId),
    ],
  );
  return rows.length === 1;
}

/**
 * Claims up to `limit` due notices by moving their next attempt to `leaseUntil`: a sender that dies mid-send leaves
 * them to be claimed again after the lease, and two service instances never claim the same notice.
 */
export async function claimDue(db: Queryable, now: number, leaseUntil: number, limit: number): Promise<DueNotice[]> {
  const { rows } = await db.query(
    `UPDATE alert_outbox SET next_attempt_at = $2 WHERE id IN (
       SELECT id FROM alert_outbox WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED
     ) RETURNING ${NOTICE.columns}`,
    [now, leaseUntil, limit],
  );
  return rows.map(NOTICE.read).map(({ id, channelId, notice, attempts }) => ({ id, channelId, notice, attempts }));
}

/** One attempt's outcome. */
export interface AttemptResult {
  ok: boolean;
  status?: number;
  answer: string;
  durationMs: number;
}

/** Logs an attempt and moves its notice on (delivered, retried at `retryAt`, or failed for good when null). */
export async function recordAttempt(
  db: Queryable,
  due: DueNotice,
  result: AttemptResult,
  at: number,
  retryAt: number | null,
): Promise<void> {
  const attempt = due.attempts + 1;
  await db.query(
    'INSERT INTO alert_deliveries (outbox_id, channel_id, attempt, at, ok, status, answer, duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      due.id,
      due.channelId,
      attempt,
      at,
      result.ok,
      result.status ?? null,
      result.answer,
      Math.round(result.durationMs),
    ],
  );
  const status = result.ok ? 'delivered' : retryAt === null ? 'failed' : 'pending';
  await db.query(
    'UPDATE alert_outbox SET attempts = $2, status = $3, next_attempt_at = $4, delivered_at = $5 WHERE id = $1',
    [due.id, attempt, status, retryAt ?? at, result.ok ? at : null],
  );
}

/** Notices newest first. */
export async function listOutbox(db: Queryable, limit: number): Promise<OutboxEntry[]> {
  const { rows } = await db.query(`SELECT ${NOTICE.columns} FROM alert_outbox ORDER BY id DESC LIMIT $1`, [limit]);
  return rows.map(toEntry);
}

/** Delivery attempts newest first, with their channel's name and their notice's title. */
export async function listDeliveries(db: Queryable, limit: number): Promise<DeliveryAttempt[]> {
  const { rows } = await db.query<{
    id: number;
    outbox_id: number;
    channel_id: number;
    name: string;
    notice: Notice;
    attempt: number;
    at: number;
    ok: boolean;
    status: number | null;
    answer: string;
    duration_ms: number;
  }>(
    `SELECT d.id, d.outbox_id, d.channel_id, c.name, o.notice, d.attempt, d.at, d.ok, d.status, d.answer, d.duration_ms
     FROM alert_deliveries d JOIN alert_outbox o ON o.id = d.outbox_id JOIN alert_channels c ON c.id = d.channel_id
     ORDER BY d.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    outboxId: r.outbox_id,
    channelId: r.channel_id,
    channelName: r.name,
    type: r.notice.type,
    title: r.notice.title,
    attempt: r.attempt,
    at: r.at,
    ok: r.ok,
    ...(r.status === null ? {} : { status: r.status }),
    answer: r.answer,
    durationMs: r.duration_ms,
  }));
}

/** Forgets notices done with (delivered or failed) before `before`, and their attempts. */
export async function pruneOutbox(db: Queryable, before: number): Promise<void> {
  await db.query(
    `DELETE FROM alert_deliveries WHERE outbox_id IN (SELECT id FROM alert_outbox WHERE status <> 'pending' AND created_at < $1)`,
    [before],
  );
  await db.query(`DELETE FROM alert_outbox WHERE status <> 'pending' AND created_at < $1`, [before]);
}
