import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter';

/**
 * The secret that signs session cookies: generated on first start, kept in the database (so every instance on one
 * PostgreSQL signs alike and a restart keeps people signed in), never sent to a client.
 */
export async function sessionSecret(db: Queryable): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'session_secret',
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', ['session_secret']);
  return rows[0].value;
}
