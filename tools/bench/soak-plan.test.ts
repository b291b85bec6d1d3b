import { compressionTable, dayStartMs, soakPlan } from './soak-plan';

describe('the soak plan', () => {
  it('fits 30 days into 15 minutes of running by default, and --days/--minutes scale it', () => {
    expect(soakPlan([])).toMatchObject({ days: 30, daySeconds: 30, refreshMs: 1000, rotateMs: 3000, beatMs: 1000 });
    expect(soakPlan(['--days=5', '--minutes=4']).daySeconds).toBe(48);
    expect(soakPlan(['--days=30', '--day-seconds=30']).daySeconds).toBe(30);
  });

  it("keeps every period at or above what the wall's own schemas accept", () => {
    expect(soakPlan(['--refresh-ms=10', '--rotate-ms=500', '--beat-ms=10', '--poll-ms=1'])).toMatchObject({
      refreshMs: 100,
      rotateMs: 3000,
      beatMs: 1000,
      pollMs: 1000,
    });
  });

  it('refuses a day too short to measure and a figure that is not a number', () => {
    expect(() => soakPlan(['--days=30', '--minutes=2'])).toThrow(/至少 10 秒/);
    expect(() => soakPlan(['--days=abc'])).toThrow(/--days/);
  });

  it('starts each day 5 s before midnight in China, so the year turns on day 12 of a run from 20 December', () => {
    const plan = soakPlan([]);
    expect(new Date(dayStartMs(plan, 1)).toISOString()).toBe('2026-12-20T15:59:55.000Z');
    expect(new Date(dayStartMs(plan, 12) + 5000).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it("says how many of a real day's events one simulated day holds", () => {
    const refresh = compressionTable(soakPlan([])).find((row) => row.event.startsWith('panel refresh'))!;
    expect(refresh).toEqual({ event: 'panel refresh (default 30 s)', realPerDay: 2880, simulatedPerDay: 30 });
  });
});
