import { createHash } from 'node:crypto';
import type { Session } from 'fastify';
import type { OwnSession } from '../../../protocol/security';
import type { Queryable } from '../../core/db/adapter';
import { idleExpired } from '../security';
import { sessionExpired } from './oidc/session-age';

/** What a person is shown for a session id: a hash (the id itself is the cookie's secret). */
export const sessionHandle = (sid: string): string => createHash('sha256').update(sid).digest('hex').slice(0, 24);

interface Limits {
  maxAgeMs: number;
  idleMs: number;
}

/** A person's sessions still in force, oldest first (sessions past their age or idle time are not counted). */
export async function openSessions(
  db: Queryable,
  username: string,
  limits: Limits,
  now = Date.now(),
): Promise<{ sid: string; data: Session }[]> {
  const { rows } = await db.query<{ sid: string; data: Session }>(
    "SELECT sid, data FROM sessions WHERE data->>'username' = $1 AND expires_at > $2",
    [username, now],
  );
  return rows
    .filter(
      ({ data }) =>
        !sessionExpired(data.signedInAt, now, limits.maxAgeMs) &&
        !idleExpired(data.lastActiveAt ?? data.signedInAt, now, limits.idleMs),
    )
    .sort((a, b) => (a.data.signedInAt ?? 0) - (b.data.signedInAt ?? 0));
}

/** As the person's list shows them, this one marked. */
export function ownSessionList(sessions: { sid: string; data: Session }[], currentSid: string): OwnSession[] {
  return sessions.map(({ sid, data }) => ({
    id: sessionHandle(sid),
    signedInAt: data.signedInAt ?? 0,
    lastActiveAt: data.lastActiveAt ?? data.signedInAt ?? 0,
    ip: data.ip ?? '',
    userAgent: data.userAgent ?? '',
    current: sid === currentSid,
  }));
}

/** Ends sessions by id. */
export async function endSessionIds(db: Queryable, sids: string[]): Promise<void> {
  for (const sid of sids) await db.query('DELETE FROM sessions WHERE sid = $1', [sid]);
}
