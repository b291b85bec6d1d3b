import { idleExpired, sessionLimit, sessionsToEnd } from './session-rules';

test('a session idle for the timeout ends; one used within it goes on', () => {
  expect(idleExpired(0, 900, 900)).toBe(true);
  expect(idleExpired(0, 899, 900)).toBe(false);
  expect(idleExpired(undefined, 1e12, 900)).toBe(false);
});

test('over the limit a new sign-in ends the oldest, or is refused; 0 is no limit', () => {
  expect(sessionsToEnd(['a'], 1, 'end-oldest')).toEqual(['a']);
  expect(sessionsToEnd(['a', 'b', 'c'], 2, 'end-oldest')).toEqual(['a', 'b']);
  expect(sessionsToEnd(['a'], 2, 'end-oldest')).toEqual([]);
  expect(sessionsToEnd(['a'], 1, 'refuse')).toBeNull();
  expect(sessionsToEnd(['a', 'b'], 0, 'refuse')).toEqual([]);
});

test('administrators and everyone else have their own limits', () => {
  const policy = { maxSessionsAdmin: 1, maxSessionsOther: 3 };
  expect([sessionLimit('admin', policy), sessionLimit('operator', policy), sessionLimit(null, policy)]).toEqual([
    1, 3, 3,
  ]);
});
