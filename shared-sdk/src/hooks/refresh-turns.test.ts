import { createRefreshTurns, MAX_REFRESH_WAIT_MS, REFRESH_SPACING_MS, type Wait } from './refresh-turns';

/** A clock the test moves, and the waits the turns asked for. */
function fakeClock() {
  let now = 1000;
  const waits: number[] = [];
  const wait: Wait = (ms, signal) => {
    waits.push(ms);
    return signal.aborted ? Promise.reject(signal.reason as unknown) : Promise.resolve();
  };
  return { now: () => now, move: (ms: number) => void (now += ms), waits, wait };
}

describe('refresh turns', () => {
  it('lets a lone refresh start at once', async () => {
    const clock = fakeClock();
    const turns = createRefreshTurns(clock.now, clock.wait);
    await turns.take(new AbortController().signal);
    clock.move(REFRESH_SPACING_MS);
    await turns.take(new AbortController().signal);
    expect(clock.waits).toEqual([]);
  });

  it('spaces refreshes that come together, each after the one before', async () => {
    const clock = fakeClock();
    const turns = createRefreshTurns(clock.now, clock.wait);
    await Promise.all([0, 1, 2, 3].map(() => turns.take(new AbortController().signal)));
    expect(clock.waits).toEqual([REFRESH_SPACING_MS, 2 * REFRESH_SPACING_MS, 3 * REFRESH_SPACING_MS]);
    // Half a spacing after the last of them took its turn, the next waits for the rest of it.
    clock.move(3.5 * REFRESH_SPACING_MS);
    await turns.take(new AbortController().signal);
    expect(clock.waits.at(-1)).toBe(REFRESH_SPACING_MS / 2);
  });

  it('never makes a refresh wait longer than the limit, however many come at once', async () => {
    const clock = fakeClock();
    const turns = createRefreshTurns(clock.now, clock.wait);
    for (let second = 0; second < 60; second += 1) {
      await Promise.all(Array.from({ length: 20 }, () => turns.take(new AbortController().signal)));
      clock.move(1000);
    }
    expect(Math.max(...clock.waits)).toBe(MAX_REFRESH_WAIT_MS);
  });

  it('gives up its turn when the refresh is cancelled while it waits', async () => {
    jest.useFakeTimers();
    try {
      const turns = createRefreshTurns(() => 0);
      await turns.take(new AbortController().signal);
      const cancel = new AbortController();
      const waiting = turns.take(cancel.signal);
      cancel.abort(new Error('取消'));
      await expect(waiting).rejects.toThrow('取消');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
