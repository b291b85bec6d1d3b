import type { Session } from 'fastify';
import type { SessionStore } from '@fastify/session';
import type { Queryable } from '../db/adapter';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/** How long a console session lives without being used again. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** @fastify/session's store in the service's database, so sessions outlive a restart and work across instances. */
export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly db: Queryable) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    const expiresAt = Date.now() + SESSION_TTL_MS;
    this.db
      .query(
        `INSERT INTO sessions (sid, data, expires_at) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`,
        [sessionId, JSON.stringify(session), expiresAt],
      )
      .then(() => callback(), callback);
  }

  get(sessionId: string, callback: GetCallback): void {
    this.db
      .query<{ data: Session }>('SELECT data FROM sessions WHERE sid = $1 AND expires_at > $2', [sessionId, Date.now()])
      .then(({ rows }) => callback(null, rows[0]?.data ?? null), callback);
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db.query('DELETE FROM sessions WHERE sid = $1', [sessionId]).then(() => callback(), callback);
  }
}

/** Deletes expired sessions (run by the service's housekeeping timer). */
export async function pruneSessions(db: Queryable, now = Date.now()): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
}
