import type { WallActionName } from '@cockpit/protocol';
import type { Queryable } from '../../../core/db/adapter';

/** Actions kept per wall: older ones are deleted when a new one is stored. */
export const ACTIONS_KEPT = 20;

export interface StoredAction {
  id: string;
  wallId: string;
  action: WallActionName;
  requestedBy: string;
  requestedAt: number;
  /** `pending` until the wall answers; `offline` when it had no stream to send it on. */
  outcome: 'pending' | 'done' | 'failed' | 'offline';
  answeredAt?: number;
  detail?: string;
}

interface Row {
  id: string;
  wall_id: string;
  action: string;
  requested_by: string;
  requested_at: string | number;
  outcome: string;
  answered_at: string | number | null;
  detail: string | null;
}

const toAction = (r: Row): StoredAction => ({
  id: r.id,
  wallId: r.wall_id,
  action: r.action as WallActionName,
  requestedBy: r.requested_by,
  requestedAt: Number(r.requested_at),
  outcome: r.outcome as StoredAction['outcome'],
  ...(r.answered_at === null ? {} : { answeredAt: Number(r.answered_at) }),
  ...(r.detail === null ? {} : { detail: r.detail }),
});

/** Stores a new action and trims the wall's log to {@link ACTIONS_KEPT}. */
export async function insertAction(db: Queryable, action: StoredAction): Promise<void> {
  await db.query(
    'INSERT INTO wall_actions (id, wall_id, action, requested_by, requested_at, outcome) VALUES ($1, $2, $3, $4, $5, $6)',
    [action.id, action.wallId, action.action, action.requestedBy, action.requestedAt, action.outcome],
  );
  await db.query(
    'DELETE FROM wall_actions WHERE wall_id = $1 AND id NOT IN (SELECT id FROM wall_actions WHERE wall_id = $1 ORDER BY requested_at DESC, id LIMIT $2)',
    [action.wallId, ACTIONS_KEPT],
  );
}

/** The wall answered one of its own pending actions; false when it has no such pending action. */
export async function answerAction(
  db: Queryable,
  wallId: string,
  id: string,
  answer: { ok: boolean; detail?: string; at: number },
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    "UPDATE wall_actions SET outcome = $3, answered_at = $4, detail = $5 WHERE wall_id = $1 AND id = $2 AND outcome = 'pending' RETURNING id",
    [wallId, id, answer.ok ? 'done' : 'failed', answer.at, answer.detail ?? null],
  );
  return rows.length > 0;
}

/** Marks an action that could not be sent (the stream closed between the check and the send). */
export async function markOffline(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE wall_actions SET outcome = 'offline' WHERE id = $1", [id]);
}

/** A wall's recent actions, newest first. */
export async function listActions(db: Queryable, wallId: string): Promise<StoredAction[]> {
  const { rows } = await db.query<Row>(
    'SELECT * FROM wall_actions WHERE wall_id = $1 ORDER BY requested_at DESC, id LIMIT $2',
    [wallId, ACTIONS_KEPT],
  );
  return rows.map(toAction);
}

/** One action of a wall, by id. */
export async function findAction(db: Queryable, wallId: string, id: string): Promise<StoredAction | undefined> {
  const { rows } = await db.query<Row>('SELECT * FROM wall_actions WHERE wall_id = $1 AND id = $2', [wallId, id]);
  return rows[0] && toAction(rows[0]);
}

/** The newest pending action `action` of the wall requested since `since`, if any (the player's 重启浏览器). */
export async function pendingAction(
  db: Queryable,
  wallId: string,
  action: WallActionName,
  since: number,
): Promise<StoredAction | undefined> {
  const { rows } = await db.query<Row>(
    "SELECT * FROM wall_actions WHERE wall_id = $1 AND action = $2 AND outcome = 'pending' AND requested_at >= $3 ORDER BY requested_at DESC LIMIT 1",
    [wallId, action, since],
  );
  return rows.length ? toAction(rows[0]) : undefined;
}
