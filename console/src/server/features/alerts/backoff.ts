/** Attempts a notice gets before it is given up (about 4 hours of retries at the default base). */
export const MAX_ATTEMPTS = 12;
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 30 * 60_000;
export const DEFAULT_RETRY_BASE_MS = 10_000;

/**
 * When to try again after `attempts` failed attempts: the base doubled each time (10 s, 20 s, 40 s, …, at most 30 min),
 * or null once the notice has had its attempts.
 */
export function nextRetryAt(attempts: number, now: number, baseMs = DEFAULT_RETRY_BASE_MS): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return now + Math.min(baseMs * 2 ** (attempts - 1), MAX_RETRY_DELAY_MS);
}
