import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter';
import { hashWallKey } from './wall-keys';

/** A team's publish token as listed (never its secret). */
export interface PublishTokenInfo {
  id: number;
  remote: string;
  createdAt: number;
  createdBy: string;
}

/** Creates a token that may register versions of one remote; the secret is returned here and never again. */
export async function createPublishToken(db: Queryable, token: { remote: string; createdBy: string }): Promise<PublishTokenInfo & { secret: string }> {
  const secret = `cpt_${randomBytes(32).toString('base64url')}`;
  const { rows } = await db.query<{ id: number; created_at: number }>(
    'INSERT INTO publish_tokens (remote, secret_sha256, created_at, created_by) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
    [token.remote, hashWallKey(secret), Date.now(), token.createdBy],
  );
  return { id: rows[0].id, remote: token.remote, createdAt: rows[0].created_at, createdBy: token.createdBy, secret };
}

/** The live token whose secret this is (from `Authorization: Bearer …`), or null. */
export async function findPublishToken(db: Queryable, authorization: string | undefined): Promise<PublishTokenInfo | null> {
  const secret = /^Bearer (\S{1,200})$/.exec(authorization ?? '')?.[1];
  if (!secret) return null;
  const { rows } = await db.query<{ id: number; remote: string; created_at: number; created_by: string }>(
    'SELECT id, remote, created_at, created_by FROM publish_tokens WHERE secret_sha256 = $1 AND revoked_at IS NULL',
    [hashWallKey(secret)],
  );
  const r = rows[0];
  return r ? { id: r.id, remote: r.remote, createdAt: r.created_at, createdBy: r.created_by } : null;
}
