/** Sessions signed in before this setting existed carry no sign-in time: they end at the old 12 h lifetime. */
export const DEFAULT_SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** Whether a session signed in at `signedInAt` has outlived the maximum age (a session without the time has not). */
export function sessionExpired(signedInAt: number | undefined, now: number, maxAgeMs: number): boolean {
  return signedInAt !== undefined && now - signedInAt >= maxAgeMs;
}
