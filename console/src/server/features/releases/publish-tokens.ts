import { randomBytes } from 'node:crypto';
import type { CreatedPublishToken, PublishTokenInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { rowMapping } from '../../core/db/row-mapping';
import { hashWallKey } from '../walls';

const TOKEN = rowMapping<PublishTokenInfo>({
  id: 'id',
  remote: 'remote',
  createdAt: 'created_at',
  createdBy: 'created_by',
  revokedAt: 'revoked_at?',
  lastUsedAt: 'last_used_at?',
});

/** Creates a token that may register versions of one remote; the secret is returned here and never again. */
export async function createPublishToken(
  db: Queryable,
  token: { remote: string; createdBy: string },
): Promise<CreatedPublishToken> {
  const secret = `cpt_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query(
    `INSERT INTO publish_tokens (remote, secret_sha256, created_at, created_by) VALUES ($1, $2, $3, $4) RETURNING ${TOKEN.columns}`,
    [token.remote, hashWallKey(secret), Date.now(), token.createdBy],
  );
  return { ...TOKEN.read(rows[0]), secret };
}

/** Every token, newest first (no secret, no hash). */
export async function listPublishTokens(db: Queryable): Promise<PublishTokenInfo[]> {
  const { rows } = await db.query(`SELECT ${TOKEN.columns} FROM publish_tokens ORDER BY id DESC`);
  return rows.map(TOKEN.read);
}

/** Revokes a token (once: a second revocation keeps the first time). Null when there is no such token. */
export async function revokePublishToken(db: Queryable, id: number): Promise<PublishTokenInfo | null> {
  const { rows } = await db.query(
    `UPDATE publish_tokens SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING ${TOKEN.columns}`,
    [id, Date.now()],
  );
  return rows.length ? TOKEN.read(rows[0]) : null;
}

/** The live token whose secret this is (from `Authorization: Bearer …`), marked as used now; null when none or revoked. */
export async function usePublishToken(
  db: Queryable,
  authorization: string | undefined,
  now = Date.now(),
): Promise<PublishTokenInfo | null> {
  const secret = /^Bearer (\S{1,200})$/.exec(authorization ?? '')?.[1];
  if (!secret) return null;
  const { rows } = await db.query(
    `UPDATE publish_tokens SET last_used_at = $2 WHERE secret_sha256 = $1 AND revoked_at IS NULL RETURNING ${TOKEN.columns}`,
    [hashWallKey(secret), now],
  );
  return rows.length ? TOKEN.read(rows[0]) : null;
}

/** Deletes the tokens revoked before `before` (a live token is never touched); returns how many. */
export async function purgeRevokedPublishTokens(tx: Queryable, before: number): Promise<number> {
  return (
    await tx.query('DELETE FROM publish_tokens WHERE revoked_at IS NOT NULL AND revoked_at < $1 RETURNING id', [before])
  ).rows.length;
}
