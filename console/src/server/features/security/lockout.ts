import { createHmac } from 'node:crypto';
import type { Database, Queryable } from '../../core/db/adapter';
import { afterFailure, isLocked, type FailureState, type LockoutPolicy } from './lockout-rules';

/**
 * The row key of a typed account name: a keyed hash, so an unknown name counts and locks exactly like a real one
 * (nothing tells them apart) and no typed text is stored.
 */
export const accountKey = (secret: string, typed: string): string =>
  createHmac('sha256', secret).update(`sign-in:${typed}`).digest('hex');

interface Row {
  failures: number;
  window_started_at: string | number;
  locked_until: string | number | null;
}
const stateOf = (r: Row): FailureState => ({
  failures: r.failures,
  windowStartedAt: Number(r.window_started_at),
  lockedUntil: r.locked_until === null ? null : Number(r.locked_until),
});

/** When the account's lock ends, or null when it is not locked. */
export async function lockedUntil(db: Queryable, key: string, now = Date.now()): Promise<number | null> {
  const { rows } = await db.query<Row>(
    'SELECT failures, window_started_at, locked_until FROM sign_in_failures WHERE account = $1',
    [key],
  );
  const state = rows.length ? stateOf(rows[0]) : null;
  return isLocked(state, now) ? state!.lockedUntil : null;
}

/**
 * Counts one failure (the row locked, so replicas counting at once add up); returns when the lock ends if this
 * failure locked the account, else null.
 */
export function countFailure(
  db: Database,
  key: string,
  policy: LockoutPolicy,
  now = Date.now(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO sign_in_failures (account, failures, window_started_at) VALUES ($1, 0, $2) ON CONFLICT (account) DO NOTHING',
      [key, now],
    );
    const { rows } = await tx.query<Row>(
      'SELECT failures, window_started_at, locked_until FROM sign_in_failures WHERE account = $1 FOR UPDATE',
      [key],
    );
    const before = rows[0].failures === 0 ? null : stateOf(rows[0]);
    const next = afterFailure(before, now, policy);
    await tx.query(
      'UPDATE sign_in_failures SET failures = $2, window_started_at = $3, locked_until = $4 WHERE account = $1',
      [key, next.failures, next.windowStartedAt, next.lockedUntil],
    );
    return next.lockedUntil;
  });
}

/** Forgets the failures of an account (after a sign-in, or the command line's unlock); whether it was locked. */
export async function clearFailures(db: Queryable, key: string, now = Date.now()): Promise<boolean> {
  const { rows } = await db.query<{ locked_until: string | number | null }>(
    'DELETE FROM sign_in_failures WHERE account = $1 RETURNING locked_until',
    [key],
  );
  return rows.some((r) => r.locked_until !== null && Number(r.locked_until) > now);
}
