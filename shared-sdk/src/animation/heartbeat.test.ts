import { onBeat } from './heartbeat';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00.400Z') }));
afterEach(() => jest.useRealTimers());

test('widgets that started at different moments step together, on the multiples of their period', () => {
  const steps: string[] = [];
  const stopA = onBeat(3000, () => steps.push(`A@${Date.now() % 60_000}`));
  jest.advanceTimersByTime(1300);
  const stopB = onBeat(3000, () => steps.push(`B@${Date.now() % 60_000}`));
  jest.advanceTimersByTime(6000);
  expect(steps).toEqual(['A@3000', 'B@3000', 'A@6000', 'B@6000']);
  stopA();
  stopB();
});

test('a 1 s clock and a 3 s board wake the page together every third second', () => {
  let wakeups = 0;
  const fired = new Set<number>();
  const stops = [1000, 3000].map((period) => onBeat(period, () => fired.add(Date.now())));
  const realSetTimeout = global.setTimeout;
  jest.spyOn(global, 'setTimeout').mockImplementation((fn: () => void, ms?: number) => {
    wakeups += 1;
    return realSetTimeout(fn, ms);
  });
  jest.advanceTimersByTime(6000);
  expect(fired.size).toBe(6);
  expect(wakeups).toBe(6);
  stops.forEach((stop) => stop());
});

test('a stopped beat never fires again', () => {
  const callback = jest.fn();
  const stop = onBeat(1000, callback);
  jest.advanceTimersByTime(1000);
  stop();
  jest.advanceTimersByTime(5000);
  expect(callback).toHaveBeenCalledTimes(1);
});
