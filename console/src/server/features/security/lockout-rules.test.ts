import { afterFailure, isLocked, type FailureState } from './lockout-rules';

const policy = { lockoutFailures: 3, lockoutWindowMs: 1000, lockoutMs: 5000 };
const fail = (state: FailureState | null, at: number) => afterFailure(state, at, policy);

test('the Nth failure within the window locks for the set time, and the lock lifts on time', () => {
  const third = fail(fail(fail(null, 0), 100), 200);
  expect(third).toEqual({ failures: 3, windowStartedAt: 0, lockedUntil: 5200 });
  expect(isLocked(third, 5199)).toBe(true);
  expect(isLocked(third, 5200)).toBe(false);
});

test('failures spread beyond the window never lock', () => {
  let state: FailureState | null = null;
  for (let at = 0; at < 10_000; at += 600) state = fail(state, at);
  expect(state!.lockedUntil).toBeNull();
});

test('after a lock has lifted counting starts again', () => {
  const locked = fail(fail(fail(null, 0), 1), 2);
  expect(fail(locked, 6000)).toEqual({ failures: 1, windowStartedAt: 6000, lockedUntil: null });
});
