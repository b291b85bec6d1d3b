import type { SlotStateChange } from '../../../protocol';
import type { WallBeat } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import type { WallRecord } from './wall-state';

/** A slot change with the wall it happened on. */
export type WallSlotChange = SlotStateChange & { wallId: string };

/** Upserts walls' latest beats in one statement (the beat as jsonb): called for walls whose content changed. */
export async function upsertWalls(db: Queryable, walls: readonly WallRecord[]): Promise<void> {
  if (!walls.length) return;
  const rows = walls.map((w) => ({
    wall_id: w.wallId,
    group_name: w.group,
    beat: w.beat,
    first_seen: w.firstSeen,
    last_seen: w.lastSeen,
  }));
  await db.query(
    `INSERT INTO walls (wall_id, group_name, beat, first_seen, last_seen, beat_changed_at)
     SELECT wall_id, group_name, beat, first_seen, last_seen, last_seen
     FROM jsonb_to_recordset($1::jsonb) AS r(wall_id text, group_name text, beat jsonb, first_seen bigint, last_seen bigint)
     ON CONFLICT (wall_id) DO UPDATE SET group_name = EXCLUDED.group_name, beat = EXCLUDED.beat,
       last_seen = GREATEST(walls.last_seen, EXCLUDED.last_seen), beat_changed_at = EXCLUDED.beat_changed_at
     -- Replicas each write the beats they took: an older beat never replaces a newer one another replica wrote.
     WHERE walls.last_seen <= EXCLUDED.last_seen`,
    [JSON.stringify(rows)],
  );
}

/** Moves walls' last-seen times forward without rewriting their beats (most beats change nothing else). */
export async function touchWalls(db: Queryable, seen: ReadonlyMap<string, number>): Promise<void> {
  if (!seen.size) return;
  await db.query(
    `UPDATE walls SET last_seen = GREATEST(walls.last_seen, t.last_seen)
     FROM jsonb_to_recordset($1::jsonb) AS t(wall_id text, last_seen bigint) WHERE walls.wall_id = t.wall_id`,
    [JSON.stringify([...seen].map(([wall_id, last_seen]) => ({ wall_id, last_seen })))],
  );
}

/** Appends slot state changes in one statement. */
export async function insertSlotEvents(db: Queryable, events: readonly WallSlotChange[]): Promise<void> {
  if (!events.length) return;
  const rows = events.map((e) => ({
    wall_id: e.wallId,
    at: e.at,
    slot: e.slot,
    panel: e.panel,
    from_state: e.from,
    to_state: e.to,
    build: e.build ?? null,
    error: e.error ?? null,
  }));
  await db.query(
    `INSERT INTO slot_events (wall_id, at, slot, panel, from_state, to_state, build, error)
     SELECT wall_id, at, slot, panel, from_state, to_state, build, error FROM jsonb_to_recordset($1::jsonb)
       AS r(wall_id text, at bigint, slot text, panel text, from_state text, to_state text, build text, error text)
     ON CONFLICT (wall_id, slot, panel, at, to_state) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** A wall's slot changes since `since`, oldest first. */
export async function slotHistory(db: Queryable, wallId: string, since: number): Promise<SlotStateChange[]> {
  const { rows } = await db.query<{
    at: number;
    slot: string;
    panel: string;
    from_state: string | null;
    to_state: string;
    build: string | null;
    error: string | null;
  }>(
    `SELECT at, slot, panel, from_state, to_state, build, error FROM slot_events
     WHERE wall_id = $1 AND at >= $2 ORDER BY at, id LIMIT 5000`,
    [wallId, since],
  );
  return rows.map((r) => ({
    at: r.at,
    slot: r.slot,
    panel: r.panel,
    from: r.from_state as SlotStateChange['from'],
    to: r.to_state as SlotStateChange['to'],
    ...(r.build === null ? {} : { build: r.build }),
    ...(r.error === null ? {} : { error: r.error }),
  }));
}

/** Deletes slot changes older than `before`. */
export async function pruneSlotEvents(db: Queryable, before: number): Promise<void> {
  await db.query('DELETE FROM slot_events WHERE at < $1', [before]);
}

/**
 * Every enrolled, non-retired wall's latest beat, in the group its record names, and whether its last recorded change
 * was going offline. Walls remembered only from beats (before enrolment, or invented with a shared key) are not loaded.
 */
export async function loadWalls(db: Queryable): Promise<WallRecord[]> {
  const { rows } = await db.query<{
    wall_id: string;
    group_name: string;
    beat: WallBeat;
    first_seen: number;
    last_seen: number;
    last_to: string | null;
  }>(
    `SELECT w.wall_id, e.group_name, w.beat, w.first_seen, w.last_seen,
       (SELECT s.to_state FROM slot_events s WHERE s.wall_id = w.wall_id ORDER BY s.at DESC, s.id DESC LIMIT 1) AS last_to
     FROM walls w JOIN enrolled_walls e ON e.wall_id = w.wall_id AND e.retired_at IS NULL`,
  );
  return rows.map((r) => ({
    wallId: r.wall_id,
    group: r.group_name,
    beat: r.beat,
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
    offline: r.last_to === 'offline',
  }));
}

type StoredWall = { wall_id: string; group_name: string; beat: WallBeat; first_seen: number; last_seen: number };
const SELECT_WALL = `SELECT w.wall_id, e.group_name, w.beat, w.first_seen, w.last_seen
  FROM walls w JOIN enrolled_walls e ON e.wall_id = w.wall_id AND e.retired_at IS NULL`;
const asRecord = (r: StoredWall): WallRecord => ({
  wallId: r.wall_id,
  group: r.group_name,
  beat: r.beat,
  firstSeen: r.first_seen,
  lastSeen: r.last_seen,
  offline: false,
});

/** Walls whose stored beat changed content after `since` (by any replica), with it: online by definition. */
export async function wallBeatsChangedSince(db: Queryable, since: number): Promise<WallRecord[]> {
  return (await db.query<StoredWall>(`${SELECT_WALL} WHERE w.beat_changed_at > $1`, [since])).rows.map(asRecord);
}

/** Walls seen after `since` whose beat did not change since then: their last-seen time only (no beat is read). */
export async function wallsTouchedSince(db: Queryable, since: number): Promise<{ wallId: string; lastSeen: number }[]> {
  const { rows } = await db.query<{ wall_id: string; last_seen: number }>(
    'SELECT w.wall_id, w.last_seen FROM walls w JOIN enrolled_walls e ON e.wall_id = w.wall_id AND e.retired_at IS NULL WHERE w.last_seen > $1 AND w.beat_changed_at <= $1',
    [since],
  );
  return rows.map((r) => ({ wallId: r.wall_id, lastSeen: r.last_seen }));
}

/** These walls with their stored beats (a replica that has not seen them yet). */
export async function wallsByIds(db: Queryable, wallIds: readonly string[]): Promise<WallRecord[]> {
  if (!wallIds.length) return [];
  return (await db.query<StoredWall>(`${SELECT_WALL} WHERE w.wall_id = ANY($1)`, [wallIds])).rows.map(asRecord);
}
