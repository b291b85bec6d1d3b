import { createHash, randomBytes } from 'node:crypto';
import type { WallKeyInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { rowMapping } from '../../core/db/row-mapping';

/** A stored key, as the beat route checks it. */
export interface WallKeyRecord {
  id: number;
  group: string;
  revokedAt?: number;
}

/** Only the SHA-256 of a secret is stored: the secret has 256 random bits, so a fast hash is enough. */
export function hashWallKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const KEY = rowMapping<WallKeyInfo>({
  id: 'id',
  group: 'group_name',
  name: 'name',
  createdAt: 'created_at',
  createdBy: 'created_by',
  revokedAt: 'revoked_at?',
});

/** Creates a key for one group; the secret is returned here and never again. */
export async function createWallKey(
  db: Queryable,
  key: { group: string; name: string; createdBy: string },
): Promise<{ key: WallKeyInfo; secret: string }> {
  const secret = `cwk_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query(
    `INSERT INTO wall_keys (group_name, name, secret_sha256, created_at, created_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${KEY.columns}`,
    [key.group, key.name, hashWallKey(secret), Date.now(), key.createdBy],
  );
  return { key: KEY.read(rows[0]), secret };
}

/** Revokes a key (once: a second revocation keeps the first time). Null when there is no such key. */
export async function revokeWallKey(db: Queryable, id: number): Promise<WallKeyInfo | null> {
  const { rows } = await db.query(
    `UPDATE wall_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1
     RETURNING ${KEY.columns}`,
    [id, Date.now()],
  );
  return rows.length ? KEY.read(rows[0]) : null;
}

/** Every key, newest first (no secret, no hash). */
export async function listWallKeys(db: Queryable): Promise<WallKeyInfo[]> {
  const { rows } = await db.query(`SELECT ${KEY.columns} FROM wall_keys ORDER BY id DESC`);
  return rows.map(KEY.read);
}

/** The key whose secret has this hash, or null. */
export async function findWallKey(db: Queryable, secretSha256: string): Promise<WallKeyRecord | null> {
  const { rows } = await db.query<{ id: number; group_name: string; revoked_at: number | null }>(
    'SELECT id, group_name, revoked_at FROM wall_keys WHERE secret_sha256 = $1',
    [secretSha256],
  );
  if (!rows.length) return null;
  const r = rows[0];
  return { id: r.id, group: r.group_name, ...(r.revoked_at === null ? {} : { revokedAt: r.revoked_at }) };
}

/** Ids of the keys revoked at or after `since` (epoch ms): how another process's revocation reaches this one. */
export async function keysRevokedSince(db: Queryable, since: number): Promise<{ id: number; revokedAt: number }[]> {
  const { rows } = await db.query<{ id: number; revoked_at: number }>(
    'SELECT id, revoked_at FROM wall_keys WHERE revoked_at >= $1',
    [since],
  );
  return rows.map((r) => ({ id: r.id, revokedAt: r.revoked_at }));
}
