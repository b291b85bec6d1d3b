import { actsUntil, attemptEveryMs, decideLease } from './lease-decision';

const TTL = 15_000;

describe('the engine lease decision', () => {
  test('nobody holds it: the first replica takes it at epoch 1', () => {
    expect(decideLease(undefined, 'a', 1000, TTL)).toEqual({
      action: 'take',
      next: { holder: 'a', epoch: 1, expiresAt: 16_000 },
    });
  });

  test('its holder renews it by the TTL and keeps the epoch', () => {
    const current = { holder: 'a', epoch: 3, expiresAt: 10_000 };
    expect(decideLease(current, 'a', 9000, TTL)).toEqual({
      action: 'renew',
      next: { holder: 'a', epoch: 3, expiresAt: 24_000 },
      from: current,
    });
  });

  test('another replica waits while the lease runs, even a millisecond before its end', () => {
    expect(decideLease({ holder: 'a', epoch: 3, expiresAt: 10_000 }, 'b', 9999, TTL)).toEqual({
      action: 'wait',
      holder: 'a',
      until: 10_000,
    });
  });

  test('a lease that ended (its holder was killed) is taken over with the next epoch', () => {
    const current = { holder: 'a', epoch: 3, expiresAt: 10_000 };
    expect(decideLease(current, 'b', 10_000, TTL)).toEqual({
      action: 'take',
      next: { holder: 'b', epoch: 4, expiresAt: 25_000 },
      from: current,
    });
  });

  test('on the embedded database (one process) a row left by a killed predecessor is taken at once', () => {
    const current = { holder: 'old-process', epoch: 7, expiresAt: 99_000 };
    expect(decideLease(current, 'new-process', 1000, TTL, true)).toMatchObject({
      action: 'take',
      next: { holder: 'new-process', epoch: 8 },
    });
  });

  test('a holder stops acting a sixth of the TTL before the lease ends, counted from before its write', () => {
    expect(actsUntil(100_000, TTL)).toBe(112_500);
    expect(actsUntil(100_000, TTL)).toBeLessThan(100_000 + TTL);
  });

  test('it tries three times per TTL (never more often than every 50 ms)', () => {
    expect(attemptEveryMs(TTL)).toBe(5000);
    expect(attemptEveryMs(90)).toBe(50);
  });
});
