import type { RolloutInfo } from '../../../../protocol';
import type { Queryable } from '../../../core/db/adapter';
import { rowMapping } from '../../../core/db/row-mapping';

/** A rollout as stored: what the console sees, and the canary share later stages pick their canaries by. */
export interface StoredRollout extends RolloutInfo {
  canaryShare?: number;
}

const ROLLOUT = rowMapping<StoredRollout>({
  id: 'id',
  remote: 'remote',
  fromVersion: 'from_version',
  toVersion: 'to_version',
  groups: 'groups',
  stage: 'stage',
  canaries: 'canaries',
  status: 'status',
  startedAt: 'started_at',
  bakeMs: 'bake_ms',
  reason: 'reason?',
  note: 'note?',
  createdBy: 'created_by',
  updatedAt: 'updated_at',
  canaryShare: 'canary_share?',
  fromVersions: 'from_versions?',
});

/** What the console is shown of a stored rollout. */
export function rolloutInfo({ canaryShare: _share, ...info }: StoredRollout): RolloutInfo {
  return info;
}

/** Stores a new rollout. */
export async function insertRollout(db: Queryable, r: StoredRollout): Promise<void> {
  await db.query(
    `INSERT INTO rollouts (${ROLLOUT.columns}, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $14)`,
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
  const { rows } = await db.query(
    `SELECT ${ROLLOUT.columns} FROM rollouts ${where} ORDER BY created_at DESC, id DESC LIMIT $1`,
    [options.limit ?? 500],
  );
  return rows.map(ROLLOUT.read);
}

/** One rollout, or null. */
export async function findRollout(db: Queryable, id: string): Promise<StoredRollout | null> {
  const { rows } = await db.query(`SELECT ${ROLLOUT.columns} FROM rollouts WHERE id = $1`, [id]);
  return rows.length ? ROLLOUT.read(rows[0]) : null;
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
