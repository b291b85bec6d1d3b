import { BENCH_SHAPE, benchUnit, measureDevice, scoreOf } from './device-bench';

test("the score is the best slice's rate against the reference: slices slowed by a GC, a timer or another process do not count", () => {
  expect(scoreOf([40, 40, 40], 40)).toBe(100);
  expect(scoreOf([10, 10, 1, 10, 2, 10], 40)).toBe(25);
  expect(scoreOf([10, 20], 40)).toBe(50);
  expect(scoreOf([], 40)).toBe(0);
});

test('a device twice as slow scores half as much', async () => {
  let clock = 0;
  const fast = await measureDevice(new AbortController().signal, { slices: 3, sliceMs: 10 }, () => (clock += 0.1));
  clock = 0;
  const slow = await measureDevice(new AbortController().signal, { slices: 3, sliceMs: 10 }, () => (clock += 0.2));
  expect(fast).toBeGreaterThan(0);
  expect(slow! / fast!).toBeCloseTo(0.5, 1);
});

test('a page that leaves stops the benchmark between slices', async () => {
  const stop = new AbortController();
  stop.abort();
  await expect(measureDevice(stop.signal)).resolves.toBeUndefined();
  expect(BENCH_SHAPE.slices * BENCH_SHAPE.sliceMs).toBeLessThanOrEqual(400);
  expect(benchUnit(3)).toBeGreaterThan(0);
});

test('a clock that never moves (frozen or stuck) ends every slice and gives no score, instead of holding the page forever', async () => {
  const score = await measureDevice(new AbortController().signal, { slices: 2, sliceMs: 40 }, () => 1234);
  expect(score).toBeUndefined();
});
