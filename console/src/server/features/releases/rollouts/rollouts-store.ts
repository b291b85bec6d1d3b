import type { RolloutInfo } from '../../../../protocol';
import type { Queryable } from '../../../core/db/adapter';

interface RolloutRow {
  id: string;
  remote: string;
  from_version: string;
  to_version: string;
  groups: string[];
  stage: number;
  canaries: string[];
  status: RolloutInfo['status'];
  started_at: number;
  bake_ms: number;
  reason: string | null;
  note: string | null;
  created_by: string;
  updated_at: number;
  canary_share: number | null;
  from_versions: Record<string, string> | null;
}

/** A rollout as stored: what the console sees, and the canary share later stages pick their canaries by. */
export interface StoredRollout extends RolloutInfo {
  canaryShare?: number;
}

const COLUMNS =
  'id, remote, from_version, to_version, groups, stage, canaries, status, started_at, bake_ms, reason, note, created_by, updated_at, canary_share, from_versions';

const toStored = (r: RolloutRow): StoredRollout => ({
  id: r.id,
  remote: r.remote,
  fromVersion: r.from_version,
  toVersion: r.to_version,
  groups: r.groups,
  stage: r.stage,
  canaries: r.canaries,
  status: r.status,
  startedAt: r.started_at,
  bakeMs: r.bake_ms,
  createdBy: r.created_by,
  updatedAt: r.updated_at,
  ...(r.reason === null ? {} : { reason: r.reason }),
  ...(r.note === null ? {} : { note: r.note }),
  ...(r.canary_share === null ? {} : { canaryShare: r.canary_share }),
  ...(r.from_versions === null ? {} : { fromVersions: r.from_versions }),
});

/** What the console is shown of a stored rollout. */
export function rolloutInfo({ canaryShare: _share, ...info }: StoredRollout): RolloutInfo {
  return info;
}

/** Stores a new rollout. */
export async function insertRollout(db: Queryable, r: StoredRollout): Promise<void> {
  await db.query(
    `INSERT INTO rollouts (${COLUMNS}, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $14)`,
    [
      r.id,
      r.remote,
      r.fromVersion,
      r.toVersion,
      JSON.stringify(r.groups),
      r.stage,
      JSON.stringify(r.canaries),
      r.status,
      r.startedAt,
      r.bakeMs,
      r.reason ?? null,
      r.note ?? null,
      r.createdBy,
      r.updatedAt,
      r.canaryShare ?? null,
      r.fromVersions ? JSON.stringify(r.fromVersions) : null,
    ],
  );
}

/**
 * Stores a rollout's next state if nobody changed it since `seenAt` (its `updatedAt` when read): two engines or an
 * engine and an operator never both apply a step. False when it had changed.
 */
export async function updateRollout(db: Queryable, r: RolloutInfo, seenAt: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE rollouts SET stage = $2, canaries = $3, status = $4, started_at = $5, reason = $6, note = $7, updated_at = $8
     WHERE id = $1 AND updated_at = $9 RETURNING id`,
    [
      r.id,
      r.stage,
      JSON.stringify(r.canaries),
      r.status,
      r.startedAt,
      r.reason ?? null,
      r.note ?? null,
      r.updatedAt,
      seenAt,
    ],
  );
  return rows.length === 1;
}

/** Rollouts, newest first (`live` only: baking or paused). */
export async function listRollouts(
  db: Queryable,
  options: { live?: boolean; limit?: number } = {},
): Promise<StoredRollout[]> {
  const where = options.live ? "WHERE status IN ('baking', 'paused')" : '';
  const { rows } = await db.query<RolloutRow>(
    `SELECT ${COLUMNS} FROM rollouts ${where} ORDER BY created_at DESC, id DESC LIMIT $1`,
    [options.limit ?? 500],
  );
  return rows.map(toStored);
}

/** One rollout, or null. */
export async function findRollout(db: Queryable, id: string): Promise<StoredRollout | null> {
  const { rows } = await db.query<RolloutRow>(`SELECT ${COLUMNS} FROM rollouts WHERE id = $1`, [id]);
  return rows.length ? toStored(rows[0]) : null;
}

/** Takes a step's key (in the step's transaction); false when that step was taken already. */
export async function claimRolloutStep(
  db: Queryable,
  step: { rolloutId: string; key: string; action: string; by: string; at: number },
): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO rollout_steps (rollout_id, step_key, action, taken_by, taken_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING step_key',
    [step.rolloutId, step.key, step.action, step.by, step.at],
  );
  return rows.length === 1;
}
