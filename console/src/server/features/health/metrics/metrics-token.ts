import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../core/db/adapter';

const KEY = 'metrics_token_sha256';
const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Makes a new scrape token, replacing the old one (which stops working at once); returns its secret, shown once. */
export async function rotateMetricsToken(tx: Queryable): Promise<string> {
  const secret = `cmt_${randomBytes(32).toString('base64url')}`;
  await tx.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [KEY, sha256(secret).toString('hex')],
  );
  return secret;
}

/** Revokes the scrape token: /metrics answers nobody until a new one is made. True when there was one. */
export async function revokeMetricsToken(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query('DELETE FROM settings WHERE key = $1 RETURNING key', [KEY]);
  return rows.length > 0;
}

/** Whether `authorization` is `Bearer <the current scrape token>` (only its SHA-256 is stored). */
export async function isMetricsToken(db: Queryable, authorization: string | undefined): Promise<boolean> {
  const secret = /^Bearer (\S{1,200})$/.exec(authorization ?? '')?.[1];
  if (!secret) return false;
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  return rows.length === 1 && timingSafeEqual(Buffer.from(rows[0].value, 'hex'), sha256(secret));
}
