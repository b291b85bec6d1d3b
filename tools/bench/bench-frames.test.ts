import { framesByMotion, perMinute, quantile, throttleFailures, totalBlockingTime } from './bench-frames';

describe('frame figures', () => {
  it('takes the nearest-rank quantile', () => {
    expect(quantile([16, 17, 16, 80, 16, 17, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 33], 0.95)).toBe(33);
    expect(quantile([], 0.95)).toBeNaN();
  });

  it('counts only what long tasks ran past 50 ms, before the first view', () => {
    expect(
      totalBlockingTime(
        [
          { start: 10, duration: 120 },
          { start: 500, duration: 40 },
          { start: 900, duration: 60 },
          { start: 3000, duration: 400 },
        ],
        2000,
      ),
    ).toBe(80);
  });

  it('gives each motion its own frames, and all frames', () => {
    const frames = [
      { delta: 16, motions: [] },
      { delta: 70, motions: ['rotation'] },
      { delta: 17, motions: ['rotation', 'counter'] },
      { delta: 18, motions: ['counter'] },
    ];
    expect(framesByMotion(frames)).toEqual([
      { motion: 'counter', frames: 2, p95Ms: 18, maxMs: 18, over50: 0 },
      { motion: 'rotation', frames: 2, p95Ms: 70, maxMs: 70, over50: 1 },
      { motion: 'all frames', frames: 4, p95Ms: 70, maxMs: 70, over50: 1 },
    ]);
    expect(perMinute(3, 30)).toBe(6);
  });

  it('counts a frame three vsyncs after the last (50.0 ms and its jitter) as within 50 ms, the next vsync over it', () => {
    const frames = [50.03, 49.98, 66.7, 16.7].map((delta) => ({ delta, motions: ['page turn'] }));
    expect(framesByMotion(frames).find((m) => m.motion === 'page turn')?.over50).toBe(1);
    const atThreeVsyncs = framesByMotion([{ delta: 50.03, motions: ['rotation'] }]);
    expect(
      throttleFailures('/', { firstViewMs: 3000, tbtMs: 100, restBusyPct: 3, motions: atThreeVsyncs }).filter((f) =>
        f.includes('worst'),
      ),
    ).toEqual([]);
  });

  it('names every 4× budget a page breaks, and none when all hold', () => {
    const motions = framesByMotion([{ delta: 60, motions: ['scroll-board step'] }]);
    expect(throttleFailures('/', { firstViewMs: 4100, tbtMs: 700, restBusyPct: 9, motions })).toEqual([
      '/ first view 4100 ms at 4× (budget 4000)',
      '/ total blocking time 700 ms at 4× (budget 600)',
      '/ at rest 9.0 % busy at 4× (budget 8)',
      '/ scroll-board step: worst frame 60 ms at 4× (budget 50)',
      '/ scroll-board step: p95 frame 60.0 ms at 4× (budget 20)',
    ]);
    expect(
      throttleFailures('/', {
        firstViewMs: 3000,
        tbtMs: 100,
        restBusyPct: 3,
        motions: framesByMotion([{ delta: 16, motions: ['rotation'] }]),
      }),
    ).toEqual([]);
  });
});
