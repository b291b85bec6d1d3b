import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SoakPlan } from './soak-plan';
import type { WallDay } from './soak-report';
import { SLOPE_WINDOW } from './soak-report';
import { slope, slopeError } from './soak-slope';

const HOUR_MS = 3_600_000;
/** The goal per process: at most 0.5 MB of private memory a day, in real time. */
export const REAL_GOAL_MB_PER_DAY = 0.5;

/** A saved run (compressed or real-time), complete or cut short. */
export interface SavedSoak {
  plan: SoakPlan;
  days: WallDay[];
  complete?: boolean;
}

/** One figure's line over the window: MB a real hour (± standard error) and a day at that rate. */
export interface Rate {
  first: number;
  last: number;
  perHour: number;
  errorPerHour: number;
  perDay: number;
  /** For a compressed run: the slope per simulated day (its own unit). */
  perSimulatedDay?: number;
}

/**
 * A rate against the goal, with its noise: ✗ when even the slope less two standard errors is over it, ✓ when the slope
 * plus two is under it, `?` when the run is too short to tell (two minutes of noise on a 50-minute window is MBs a day).
 */
export function judgeRate(r: Rate): '✓' | '✗' | '?' {
  const margin = 2 * r.errorPerHour * 24;
  if (r.perDay - margin > REAL_GOAL_MB_PER_DAY) return '✗';
  return r.perDay + margin <= REAL_GOAL_MB_PER_DAY ? '✓' : '?';
}

/** Written whole to a file beside `file`, then renamed over it: a run killed mid-write leaves the last sample's file. */
export function writeAtomically(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.part`, JSON.stringify(value, null, 2));
  renameSync(`${file}.part`, file);
}

/** The samples a real-time run is judged on: from a third of its length on (warm-up before that). */
export function lastTwoThirds(mine: WallDay[]): WallDay[] {
  const end = mine.at(-1)?.at ?? 0;
  return mine.filter((d) => d.at >= end / 3);
}

/** Private memory of each kind of process, and the page's JS heap after GC, MB per sample. */
function figures(d: WallDay): Record<string, number> {
  const own = Object.entries(d.processes).map(([kind, m]) => [kind, m.privateMb] as const);
  return { ...Object.fromEntries(own), 'JS heap': d.page.heapMb };
}

/** Each figure's rate over `window` (real hours from `at`; simulated days too when `simulated`). */
export function ratesOver(window: WallDay[], simulated = false): Record<string, Rate> {
  const hours = window.map((d) => d.at / HOUR_MS);
  const names = [...new Set(window.flatMap((d) => Object.keys(figures(d))))];
  return Object.fromEntries(
    names.map((name) => {
      const ys = window.map((d) => figures(d)[name] ?? 0);
      const perHour = slope(hours, ys);
      const rate: Rate = {
        first: ys[0],
        last: ys[ys.length - 1],
        perHour,
        errorPerHour: slopeError(hours, ys),
        perDay: perHour * 24,
      };
      if (simulated)
        rate.perSimulatedDay = slope(
          window.map((d) => d.day),
          ys,
        );
      return [name, rate];
    }),
  );
}

/** A compressed run's rates over its own window (the last 20 simulated days), per wall. */
export function compressedRates(saved: SavedSoak): Record<string, Record<string, Rate>> {
  const walls = [...new Set(saved.days.map((d) => d.wall))];
  return Object.fromEntries(
    walls.map((w) => [w, ratesOver(saved.days.filter((d) => d.wall === w).slice(-SLOPE_WINDOW), true)]),
  );
}

const f = (n: number | undefined, digits = 2, width = 9) =>
  (n === undefined ? '—' : `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`).padStart(width);

/** Prints each wall's real-time rates per process next to the compressed run's; returns them and the goals missed. */
export function printRealTime(saved: SavedSoak, against?: SavedSoak) {
  const minutes = (saved.days.at(-1)?.at ?? 0) / 60_000;
  const compressed = against ? compressedRates(against) : {};
  const walls: Record<string, Record<string, Rate>> = {};
  const failures: string[] = [];
  const undecided: string[] = [];
  console.log(
    `\n实时浸泡 / real-time soak${saved.complete ? '' : ' (cut short)'}: ${minutes.toFixed(1)} real min, a sample every ${saved.plan.daySeconds} s; private memory (Private_Clean + Private_Dirty) per process kind, least squares over the last two-thirds (± standard error)`,
  );
  for (const wall of [...new Set(saved.days.map((d) => d.wall))]) {
    const window = lastTwoThirds(saved.days.filter((d) => d.wall === wall));
    walls[wall] = ratesOver(window);
    const from = (window[0]?.at ?? 0) / 60_000;
    console.log(`\n  ${wall}: ${window.length} samples, min ${from.toFixed(0)} → ${minutes.toFixed(0)}`);
    console.log(
      `    ${'MB'.padEnd(10)} ${'first'.padStart(8)} ${'last'.padStart(8)} ${'MB/h'.padStart(9)} ${'± se'.padStart(7)} ${'MB/day'.padStart(9)}  goal ≤ ${REAL_GOAL_MB_PER_DAY}/day   compressed: ${'MB/sim day'.padStart(10)} ${'MB/real h'.padStart(10)}`,
    );
    for (const [name, r] of Object.entries(walls[wall])) {
      const judged = name !== 'JS heap';
      const verdict = judgeRate(r);
      const line = `${wall} ${name}: ${f(r.perDay).trim()} ± ${(r.errorPerHour * 24).toFixed(1)} MB a day`;
      if (judged && verdict === '✗') failures.push(`${line} (goal ≤ ${REAL_GOAL_MB_PER_DAY})`);
      if (judged && verdict === '?') undecided.push(line);
      const c = compressed[wall]?.[name];
      console.log(
        `    ${name.padEnd(10)} ${r.first.toFixed(1).padStart(8)} ${r.last.toFixed(1).padStart(8)} ${f(r.perHour, 3)} ${r.errorPerHour.toFixed(3).padStart(7)} ${f(r.perDay)}  ${judged ? verdict : ' '}                         ${f(c?.perSimulatedDay, 3, 10)} ${f(c?.perHour, 2, 10)}`,
      );
    }
  }
  if (undecided.length)
    console.log(`\n这次运行分辨不出 / too short to tell (± 2 se spans the goal):\n  ${undecided.join('\n  ')}`);
  console.log(
    failures.length
      ? `\n未达目标 / goals not met:\n  ${failures.join('\n  ')}`
      : '\n没有确定超标的 / no goal surely missed',
  );
  return { walls, compressed, failures, undecided, minutes };
}

/**
 * The diagnostic after a real-time run's last sample (never inside its window: it frees what the slopes measure): a
 * critical memory-pressure notification to every process and a full GC, then `settleMs` at rest. What each kind of
 * process gives back is memory it held but could drop: pools and caches, not a leak.
 */
export async function pressureRelease(
  cdp: {
    send(
      method: 'Memory.simulatePressureNotification' | 'HeapProfiler.collectGarbage',
      params?: object,
    ): Promise<unknown>;
  },
  measure: () => Record<string, { privateMb: number }>,
  settleMs = 20_000,
): Promise<Record<string, { before: number; after: number }>> {
  const before = measure();
  await cdp.send('Memory.simulatePressureNotification', { level: 'critical' });
  await cdp.send('HeapProfiler.collectGarbage');
  await new Promise((r) => setTimeout(r, settleMs));
  const after = measure();
  return Object.fromEntries(
    Object.keys(before).map((kind) => [kind, { before: before[kind].privateMb, after: after[kind]?.privateMb ?? 0 }]),
  );
}
