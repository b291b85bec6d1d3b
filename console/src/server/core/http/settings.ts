import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter';

/**
 * The secret that signs session cookies: generated on first start, kept in the database (so every instance on one
 * PostgreSQL signs alike and a restart keeps people signed in), never sent to a client.
 */
export async function sessionSecret(db: Queryable): Promise<string> {
  // One statement: the secret is made and its audit entry written together, or neither (a second start makes none).
  await db.query(
    `WITH made AS (INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key)
     INSERT INTO audit (at, actor, action, target, detail, ip) SELECT $3, '系统', 'session-secret.create', '控制台会话签名密钥', '首次启动时生成，只存于数据库', '-' FROM made`,
    ['session_secret', randomBytes(48).toString('base64url'), Date.now()],
  );
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['session_secret']);
  return rows[0].value;
}
