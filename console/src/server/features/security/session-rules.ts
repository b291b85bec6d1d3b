import type { Role } from '../../../protocol';
import type { SecurityPolicy } from '../../../protocol/security';

/** The header the console page sends on its own background queries (polling): they are not the person's activity. */
export const BACKGROUND_HEADER = 'x-cockpit-background';

/** Whether a session last used at `lastActiveAt` has been idle too long. */
export const idleExpired = (lastActiveAt: number | undefined, now: number, idleMs: number): boolean =>
  lastActiveAt !== undefined && now - lastActiveAt >= idleMs;

/** How often a session's activity is written at most: a tenth of the idle timeout, at most 5 s. */
export const activityWriteMs = (idleMs: number): number => Math.min(5000, idleMs / 10);

/** How many sessions a person of `role` may hold at once (0: no limit). */
export const sessionLimit = (
  role: Role | null,
  policy: Pick<SecurityPolicy, 'maxSessionsAdmin' | 'maxSessionsOther'>,
): number => (role === 'admin' ? policy.maxSessionsAdmin : policy.maxSessionsOther);

/**
 * Which of the person's open sessions (oldest first) a new sign-in ends: none under the limit; over it, the oldest
 * ones, or null when the policy refuses the new sign-in instead.
 */
export function sessionsToEnd<T>(
  open: readonly T[],
  limit: number,
  overLimit: SecurityPolicy['overLimit'],
): T[] | null {
  if (limit === 0 || open.length < limit) return [];
  if (overLimit === 'refuse') return null;
  return open.slice(0, open.length - limit + 1);
}
