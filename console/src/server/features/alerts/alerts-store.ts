import type { AlertGroupRule, AlertInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import type { Condition } from './alert-rules';
import type { OpenAlert } from './alert-transitions';
import { alertEpisodeKey } from '../../core/replicas/effect-keys';
import { rowMapping } from '../../core/db/row-mapping';

const ALERT = rowMapping<AlertInfo>({
  id: 'id',
  key: 'key',
  kind: 'kind',
  subject: 'subject',
  reason: 'reason',
  since: 'since',
  firedAt: 'fired_at',
  resolvedAt: 'resolved_at?',
});

const RULE = rowMapping<Required<AlertGroupRule>>({
  group: 'group_name',
  offlineAfterMs: 'offline_after_ms',
  slotErrorAfterMs: 'slot_error_after_ms',
  updatedBy: 'updated_by',
  updatedAt: 'updated_at',
});

/** Every group's stored thresholds. */
export async function loadAlertRules(db: Queryable): Promise<Map<string, AlertGroupRule>> {
  const { rows } = await db.query(`SELECT ${RULE.columns} FROM alert_rules`);
  return new Map(rows.map(RULE.read).map((rule) => [rule.group, rule]));
}

export async function saveAlertRule(db: Queryable, rule: Required<AlertGroupRule>): Promise<void> {
  await db.query(
    `INSERT INTO alert_rules (${RULE.columns}) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_name) DO UPDATE SET offline_after_ms = $2, slot_error_after_ms = $3, updated_by = $4, updated_at = $5`,
    [rule.group, rule.offlineAfterMs, rule.slotErrorAfterMs, rule.updatedBy, rule.updatedAt],
  );
}

/** The alerts that fired and have not ended. */
export async function openAlerts(db: Queryable): Promise<OpenAlert[]> {
  const { rows } = await db.query(`SELECT ${ALERT.columns} FROM alerts WHERE resolved_at IS NULL`);
  return rows.map(ALERT.read).map(({ firedAt: _fired, ...open }) => open);
}

/** Alerts newest first (open ones only with `open`). */
export async function listAlerts(db: Queryable, options: { open?: boolean; limit: number }): Promise<AlertInfo[]> {
  const where = options.open ? 'WHERE resolved_at IS NULL' : '';
  const { rows } = await db.query(`SELECT ${ALERT.columns} FROM alerts ${where} ORDER BY id DESC LIMIT $1`, [
    options.limit,
  ]);
  return rows.map(ALERT.read);
}

/**
 * Stores a fired alert; null when its condition already has an open alert, or when this episode of it (its key and
 * since) fired before: the episode's key and the alert are written by one statement, so neither goes without the other.
 */
export async function fireAlert(db: Queryable, c: Condition, now: number): Promise<number | null> {
  const episode = alertEpisodeKey(c);
  const { rows } = await db.query<{ id: number }>(
    `WITH episode AS (INSERT INTO alert_episodes (key, since, fired_at) VALUES ($1, $5, $6) ON CONFLICT DO NOTHING RETURNING key)
     INSERT INTO alerts (key, kind, subject, reason, since, fired_at) SELECT $1, $2, $3, $4, $5, $6 FROM episode
     ON CONFLICT (key) WHERE resolved_at IS NULL DO NOTHING RETURNING id`,
    [episode.key, c.kind, JSON.stringify(c.subject), c.reason, episode.since, now],
  );
  return rows[0]?.id ?? null;
}

/** Ends an open alert; false when it had ended already. */
export async function resolveAlert(db: Queryable, id: number, now: number): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE alerts SET resolved_at = $2 WHERE id = $1 AND resolved_at IS NULL RETURNING id',
    [id, now],
  );
  return rows.length === 1;
}
