import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { soakPlan } from './soak-plan';
import { compressedRates, judgeRate, lastTwoThirds, printRealTime, ratesOver, writeAtomically } from './soak-real-time';
import type { WallDay } from './soak-report';
import { slopeError } from './soak-slope';

const HOUR = 3_600_000;
/** A wall's samples every 2 min for `minutes`, renderer private memory from `renderer(hours)`. */
const samples = (minutes: number, renderer: (h: number) => number, wall = '/'): WallDay[] =>
  Array.from({ length: minutes / 2 }, (_, i) => {
    const at = (i + 1) * 120_000;
    return {
      wall,
      day: i + 1,
      at,
      page: { heapMb: 18, domNodes: 2200, detachedNodes: 2, listeners: 500, liveCharts: 13 },
      processes: {
        renderer: { count: 1, rssMb: 400, pssMb: 260, privateMb: renderer(at / HOUR) },
        gpu: { count: 1, rssMb: 160, pssMb: 60, privateMb: 17.6 },
      },
      recoveries: 0,
      plannedReloads: 0,
    } as unknown as WallDay;
  });

describe('the real-time soak', () => {
  it('plans the wall at its own periods: no compression, no events, a sample every 2 min', () => {
    const plan = soakPlan(['--real-time', '--minutes', '180']);
    expect(plan).toMatchObject({ realTime: true, days: 90, daySeconds: 120, rotateMs: 20_000, beatMs: 15_000 });
    expect(plan).toMatchObject({ layoutEvery: 0, swapEvery: 0 });
    expect(soakPlan(['--real-time', '--minutes=60', '--sample-seconds=60']).days).toBe(60);
    expect(() => soakPlan(['--real-time', '--sample-seconds=5'])).toThrow(/至少 30 秒/);
  });

  it('judges the last two-thirds: a warm-up climb in the first third does not count', () => {
    const warm = samples(90, (h) => (h < 0.5 ? 150 + h * 100 : 200));
    expect(lastTwoThirds(warm)[0].at).toBeGreaterThanOrEqual(30 * 60_000);
    expect(ratesOver(lastTwoThirds(warm)).renderer.perHour).toBeCloseTo(0);
    expect(ratesOver(warm).renderer.perHour).toBeGreaterThan(10);
  });

  it('gives MB a real hour and a day at that rate, with the standard error of the line', () => {
    const rates = ratesOver(samples(60, (h) => 200 + h * 2 + ((h * 60) % 4)));
    expect(rates.renderer.perHour).toBeCloseTo(2, 0);
    expect(rates.renderer.perDay).toBeCloseTo(rates.renderer.perHour * 24);
    expect(rates.renderer.errorPerHour).toBeGreaterThan(0);
    expect(slopeError([1, 2, 3, 4], [10, 12, 14, 16])).toBeCloseTo(0);
  });

  it('calls a rate within two standard errors of the goal undecided, not met', () => {
    const rate = (perHour: number, errorPerHour: number) => ({
      first: 0,
      last: 0,
      perHour,
      errorPerHour,
      perDay: perHour * 24,
    });
    expect(judgeRate(rate(0, 0.001))).toBe('✓');
    expect(judgeRate(rate(1, 0.01))).toBe('✗');
    expect(judgeRate(rate(0, 2))).toBe('?');
    expect(judgeRate(rate(1, 2))).toBe('?');
  });

  it('reads a compressed run per simulated day and per real hour', () => {
    // +2 MB a sample (60 MB an hour at 2 min a sample), re-timed to a simulated day every 30 s: 240 MB a real hour.
    const days = samples(40, (h) => 100 + h * 60).map((d) => ({ ...d, at: d.day * 30_000 }));
    const rates = compressedRates({ plan: soakPlan([]), days })['/'].renderer;
    expect(rates.perSimulatedDay).toBeCloseTo(2);
    expect(rates.perHour).toBeCloseTo(240);
  });

  it('judges a file cut short, and names each process kind past 0.5 MB a day', () => {
    const dir = mkdtempSync(join(tmpdir(), 'soak-rt-'));
    const file = join(dir, 'soak.json');
    const plan = soakPlan(['--real-time', '--minutes=180']);
    const days = [...samples(40, (h) => 200 + h), ...samples(40, () => 100, '/xndx')];
    writeAtomically(file, { plan, complete: false, days });
    expect(readdirSync(dir)).toEqual(['soak.json']);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const result = printRealTime(JSON.parse(readFileSync(file, 'utf8')));
    expect(result.failures).toEqual([expect.stringMatching(/^\/ renderer: \+24\.00 ± 0\.0 MB a day/)]);
    expect(result.walls['/xndx'].gpu.perDay).toBeCloseTo(0);
  });
});
