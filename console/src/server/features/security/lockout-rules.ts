/** The failed sign-ins counted for one typed account name. */
export interface FailureState {
  failures: number;
  windowStartedAt: number;
  lockedUntil: number | null;
}

export interface LockoutPolicy {
  lockoutFailures: number;
  lockoutWindowMs: number;
  lockoutMs: number;
}

/** Whether the account is locked at `now`. */
export const isLocked = (state: FailureState | null, now: number): boolean =>
  state?.lockedUntil != null && state.lockedUntil > now;

/**
 * The state after one more failure: a window starts at the first failure after the last one ended (or after a lock
 * was lifted); the Nth failure within it locks the account for `lockoutMs`.
 */
export function afterFailure(state: FailureState | null, now: number, policy: LockoutPolicy): FailureState {
  const fresh =
    !state ||
    now - state.windowStartedAt >= policy.lockoutWindowMs ||
    (state.lockedUntil !== null && state.lockedUntil <= now);
  const failures = fresh ? 1 : state.failures + 1;
  const windowStartedAt = fresh ? now : state.windowStartedAt;
  return { failures, windowStartedAt, lockedUntil: failures >= policy.lockoutFailures ? now + policy.lockoutMs : null };
}
