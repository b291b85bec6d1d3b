import type { ManagedWall } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import { rowMapping } from '../../core/db/row-mapping';
import { hashSecret, newSecret, SECRET_PREFIX } from './enrolment/secrets';

/** The service's record of a wall: who it is, where it hangs, its group; and whether it holds a live credential. */
export interface EnrolledWall extends ManagedWall {
  retiredAt?: number;
  updatedAt: number;
  /** It holds a credential that is not revoked (false after a re-pair, until its new code is claimed). */
  live: boolean;
}

const COLUMNS = `w.wall_id, w.name, w.group_name, w.location, w.notes, w.claimed_at, w.claimed_by, w.via, w.retired_at, w.updated_at,
  EXISTS (SELECT 1 FROM wall_credentials c WHERE c.wall_id = w.wall_id AND c.revoked_at IS NULL) AS live`;

// Only its reader: the select list above, with the join's `w.` and the worked-out `live`, is its own.
const WALL = rowMapping<EnrolledWall>({
  wallId: 'wall_id',
  name: 'name',
  group: 'group_name',
  location: 'location?',
  notes: 'notes?',
  claimedAt: 'claimed_at',
  claimedBy: 'claimed_by',
  via: 'via',
  retiredAt: 'retired_at?',
  updatedAt: 'updated_at',
  live: 'live',
});

/** The manifest of a wall as the console shows it (no service-internal fields). */
export const managed = ({ retiredAt: _r, updatedAt: _u, live: _l, ...wall }: EnrolledWall): ManagedWall => wall;

async function selectWalls(db: Queryable, where: string, params: unknown[]): Promise<EnrolledWall[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM enrolled_walls w WHERE ${where} ORDER BY w.wall_id`, params);
  return rows.map(WALL.read);
}

/** Whether any wall ever had this id (enrolled, retired, or only remembered from its beats). */
export async function wallIdTaken(db: Queryable, wallId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM enrolled_walls WHERE wall_id = $1 UNION ALL SELECT 1 FROM walls WHERE wall_id = $1',
    [wallId],
  );
  return rows.length > 0;
}

/** Gives a wall a new credential; the secret is returned here and never again. */
export async function issueCredential(db: Queryable, wallId: string, now: number): Promise<string> {
  const secret = newSecret(SECRET_PREFIX.credential);
  await db.query('INSERT INTO wall_credentials (wall_id, secret_sha256, created_at) VALUES ($1, $2, $3)', [
    wallId,
    hashSecret(secret),
    now,
  ]);
  return secret;
}

export type NewWall = Pick<ManagedWall, 'wallId' | 'name' | 'group' | 'location' | 'notes' | 'claimedBy' | 'via'>;

/** Records a new wall with its first credential (in the caller's transaction). */
export async function enrolWall(
  db: Queryable,
  wall: NewWall,
  now: number,
): Promise<{ wall: EnrolledWall; secret: string }> {
  await insertWall(db, wall, now);
  const secret = await issueCredential(db, wall.wallId, now);
  return { wall: (await findWall(db, wall.wallId))!, secret };
}

/** Records a new wall without a credential yet (a claimed pairing code: the wall's poll collects one). */
export async function insertWall(db: Queryable, wall: NewWall, now: number): Promise<EnrolledWall> {
  await db.query(
    `INSERT INTO enrolled_walls (wall_id, name, group_name, location, notes, claimed_at, claimed_by, via, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6)`,
    [wall.wallId, wall.name, wall.group, wall.location ?? null, wall.notes ?? null, now, wall.claimedBy, wall.via],
  );
  return (await findWall(db, wall.wallId))!;
}

/** A wall's record, retired or not; null when it was never enrolled. */
export async function findWall(db: Queryable, wallId: string): Promise<EnrolledWall | null> {
  return (await selectWalls(db, 'w.wall_id = $1', [wallId]))[0] ?? null;
}

/** How many walls are enrolled and not retired. */
export async function countEnrolledWalls(db: Queryable): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM enrolled_walls WHERE retired_at IS NULL'))
    .rows[0].n;
}

/** Every wall not retired. */
export async function listEnrolledWalls(db: Queryable): Promise<EnrolledWall[]> {
  return selectWalls(db, 'w.retired_at IS NULL', []);
}

/** Walls changed (claimed, edited, re-paired, retired) at or after `since`: how another process's change reaches this one. */
export async function wallsChangedSince(db: Queryable, since: number): Promise<EnrolledWall[]> {
  return selectWalls(db, 'w.updated_at >= $1', [since]);
}

export type WallFields = Partial<
  Pick<ManagedWall, 'name' | 'group' | 'location' | 'notes' | 'claimedBy' | 'via' | 'claimedAt'>
>;

/** Changes a wall that is not retired; null when there is none. An empty text clears location or notes. */
export async function updateWall(
  db: Queryable,
  wallId: string,
  fields: WallFields,
  now: number,
): Promise<EnrolledWall | null> {
  const columns: Record<keyof WallFields, string> = {
    name: 'name',
    group: 'group_name',
    location: 'location',
    notes: 'notes',
    claimedBy: 'claimed_by',
    via: 'via',
    claimedAt: 'claimed_at',
  };
  const sets = ['updated_at = $2'];
  const params: unknown[] = [wallId, now];
  for (const [field, value] of Object.entries(fields) as [keyof WallFields, unknown][]) {
    if (value === undefined) continue;
    params.push(value === '' ? null : value);
    sets.push(`${columns[field]} = $${params.length}`);
  }
  const { rows } = await db.query(
    `UPDATE enrolled_walls SET ${sets.join(', ')} WHERE wall_id = $1 AND retired_at IS NULL RETURNING wall_id`,
    params,
  );
  return rows.length ? findWall(db, wallId) : null;
}

/** Revokes every live credential of a wall (and marks the wall changed). Returns how many were revoked. */
export async function revokeCredentials(db: Queryable, wallId: string, now: number): Promise<number> {
  const { rows } = await db.query(
    'UPDATE wall_credentials SET revoked_at = $2 WHERE wall_id = $1 AND revoked_at IS NULL RETURNING id',
    [wallId, now],
  );
  await db.query('UPDATE enrolled_walls SET updated_at = $2 WHERE wall_id = $1', [wallId, now]);
  return rows.length;
}

/** Retires a wall: its credentials revoked, the record kept (its audit history names it). Null when none or retired already. */
export async function retireWall(db: Queryable, wallId: string, now: number): Promise<EnrolledWall | null> {
  const { rows } = await db.query(
    'UPDATE enrolled_walls SET retired_at = $2 WHERE wall_id = $1 AND retired_at IS NULL RETURNING wall_id',
    [wallId, now],
  );
  if (!rows.length) return null;
  await revokeCredentials(db, wallId, now);
  return findWall(db, wallId);
}

/** A stored credential, found by the hash of its secret. */
export interface CredentialRecord {
  id: number;
  wallId: string;
  revokedAt?: number;
}

export async function findCredential(db: Queryable, secretSha256: string): Promise<CredentialRecord | null> {
  const { rows } = await db.query<{ id: number; wall_id: string; revoked_at: number | null }>(
    'SELECT id, wall_id, revoked_at FROM wall_credentials WHERE secret_sha256 = $1',
    [secretSha256],
  );
  const r = rows[0];
  return r ? { id: r.id, wallId: r.wall_id, ...(r.revoked_at === null ? {} : { revokedAt: r.revoked_at }) } : null;
}

/** Credentials revoked at or after `since`. */
export async function credentialsRevokedSince(
  db: Queryable,
  since: number,
): Promise<{ id: number; revokedAt: number }[]> {
  const { rows } = await db.query<{ id: number; revoked_at: number }>(
    'SELECT id, revoked_at FROM wall_credentials WHERE revoked_at >= $1',
    [since],
  );
  return rows.map((r) => ({ id: r.id, revokedAt: r.revoked_at }));
}

/** Whether this is the hash of one of the retired shared group keys (`wall_keys`, as `config.json` carried them). */
export async function isSharedKey(db: Queryable, secretSha256: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM wall_keys WHERE secret_sha256 = $1', [secretSha256])).rows.length > 0;
}
