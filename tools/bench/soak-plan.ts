/**
 * How `npm run bench:soak` compresses a wall's days. Nothing in the wall is changed: every period is a setting the
 * wall already reads (config.json, the group's layouts), set short; the clock's day and year turns come from moving
 * the page's `Date` forward to 5 s before midnight at the start of every simulated day.
 */
export interface SoakPlan {
  days: number;
  /** Real seconds one simulated day lasts. */
  daySeconds: number;
  /** config.json `refreshOverrides` for every panel (a wall: 30–60 s; shorter loads the one Node process that serves the whole stack past answering). */
  refreshMs: number;
  /** The groups' layouts' `rotateMs` for every rotating slot (a wall: 20 s; the schema's floor is 3 s). */
  rotateMs: number;
  /** config.json `fleetHeartbeatMs` (a wall: 15 s; the schema's floor is 1 s). */
  beatMs: number;
  /** config.json `manifestPollMs` (a wall: 15 s). */
  pollMs: number;
  /** A layout edit pushed to both groups every this many days. */
  layoutEvery: number;
  /** A remote swapped (rollout to the other build) every this many days. */
  swapEvery: number;
  /** The first simulated day (the year turns within a 30-day run). */
  startDate: string;
  /** `--real-time`: no compression (a wall's own periods, the real date, no events); a "day" is one sample. */
  realTime?: boolean;
}

/** `--name=value` or `--name value`. */
const option = (argv: string[], name: string): string | undefined => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
};

/**
 * The plan from the command line: `--days` (30) and `--minutes` (15: the days' own running time; each day's
 * measurement adds its few seconds) set the compression; `--day-seconds` sets a day's length directly.
 */
export function soakPlan(argv: string[]): SoakPlan {
  const num = (name: string, fallback: number) => {
    const value = Number(option(argv, name) ?? fallback);
    if (!(value > 0)) throw new Error(`--${name} 必须是正数：${option(argv, name)}`);
    return value;
  };
  if (argv.includes('--real-time')) return realTimePlan(num('minutes', 180), num('sample-seconds', 120));
  const days = Math.round(num('days', 30));
  const daySeconds = option(argv, 'day-seconds') ? num('day-seconds', 30) : (num('minutes', 15) * 60) / days;
  if (daySeconds < 10) throw new Error(`一个模拟日只有 ${daySeconds.toFixed(1)} 秒：每日的测量需要至少 10 秒`);
  return {
    days,
    daySeconds,
    refreshMs: Math.max(100, num('refresh-ms', 1000)),
    rotateMs: Math.max(3000, num('rotate-ms', 3000)),
    beatMs: Math.max(1000, num('beat-ms', 1000)),
    pollMs: Math.max(1000, num('poll-ms', 2000)),
    layoutEvery: num('layout-every', 3),
    swapEvery: num('swap-every', 7),
    startDate: option(argv, 'start') ?? '2026-12-20',
  };
}

/**
 * `--real-time --minutes 180`: the same walls and samples, every period a wall's own (refresh: each panel's shipped
 * period; no `refreshOverrides`), the page's real date, no layout push or swap; one sample every `sampleSeconds`.
 */
function realTimePlan(minutes: number, sampleSeconds: number): SoakPlan {
  if (sampleSeconds < 30) throw new Error(`实时模式每 ${sampleSeconds} 秒采样一次：每次测量需要至少 30 秒`);
  return {
    days: Math.max(2, Math.round((minutes * 60) / sampleSeconds)),
    daySeconds: sampleSeconds,
    refreshMs: 30_000,
    rotateMs: 20_000,
    beatMs: 15_000,
    pollMs: 15_000,
    layoutEvery: 0,
    swapEvery: 0,
    startDate: new Date().toISOString().slice(0, 10),
    realTime: true,
  };
}

/** What a real wall does in a day against what one simulated day holds (per panel, per slot, per wall). */
export function compressionTable(plan: SoakPlan): { event: string; realPerDay: number; simulatedPerDay: number }[] {
  const per = (periodMs: number) => Math.floor((plan.daySeconds * 1000) / periodMs);
  return [
    { event: 'panel refresh (default 30 s)', realPerDay: 86_400 / 30, simulatedPerDay: per(plan.refreshMs) },
    { event: 'rotation turn (20 s)', realPerDay: 86_400 / 20, simulatedPerDay: per(plan.rotateMs) },
    { event: 'fleet beat (15 s)', realPerDay: 86_400 / 15, simulatedPerDay: per(plan.beatMs) },
    { event: 'runtime-file poll (15 s)', realPerDay: 86_400 / 15, simulatedPerDay: per(plan.pollMs) },
    {
      event: 'scroll-board step / counter / clock tick (shipped periods, 1–3 s)',
      realPerDay: 86_400 / 3,
      simulatedPerDay: plan.daySeconds / 3,
    },
    { event: 'clock day turn', realPerDay: 1, simulatedPerDay: 1 },
    { event: 'layout push', realPerDay: 1 / 7, simulatedPerDay: 1 / plan.layoutEvery },
    { event: 'remote swap', realPerDay: 1 / 30, simulatedPerDay: 1 / plan.swapEvery },
  ];
}

/** The page's wall time at the start of simulated day `day` (1-based): 23:59:55 (+08:00) of that date. */
export function dayStartMs(plan: SoakPlan, day: number): number {
  return Date.parse(`${plan.startDate}T23:59:55+08:00`) + (day - 1) * 86_400_000;
}
