import type { Browser } from '@playwright/test';
import { framesOf, rotationCycleMs, steadyLoad, type Steady } from './bench-cpu';
import { describeSpread, spreadOf } from './bench-stats';
import { traceAtRest, traceLine } from './bench-trace';

/** A build to measure: its label and its shell's URL. */
export interface MeasuredBuild {
  label: string;
  shellUrl: string;
}

const PAGES = ['/', '/xndx'] as const;

/**
 * Steady-state load of `/` and `/xndx` (after one round of every rotation), `runs` times, each build in turn
 * (a baseline beside the current build, so a burst of load on the shared machine hits both); prints each
 * build's median busy and CPU share with their spread, then a trace of `/` per build: CPU time by Chromium
 * process. Returns the last build's median busy share per page (the figure the budget judges).
 */
export async function steadyPages(
  browser: Browser,
  builds: MeasuredBuild[],
  runs: number,
  seconds: number,
  traceSeconds: number,
): Promise<Record<string, number>> {
  const samples = new Map<string, Steady[]>();
  for (let run = 1; run <= runs; run += 1) {
    for (const path of PAGES) {
      for (const build of builds) {
        const s = await steadyLoad(
          browser,
          `${build.shellUrl}${path}`,
          framesOf(path),
          seconds,
          rotationCycleMs(path) + 5000,
        );
        const key = `${build.label} ${path}`;
        samples.set(key, [...(samples.get(key) ?? []), s]);
        console.log(`  run ${run}  ${key.padEnd(28)} busy ${s.busyPct.toFixed(2)} %   cpu ${s.cpuPct.toFixed(2)} %`);
      }
    }
  }
  const medians: Record<string, number> = {};
  for (const path of PAGES) {
    for (const build of builds) {
      const list = samples.get(`${build.label} ${path}`) ?? [];
      if (!list.length) continue;
      const busy = spreadOf(list.map((s) => s.busyPct));
      console.log(
        `  ${`${build.label} ${path}`.padEnd(28)} busy ${describeSpread(busy, ' %', 2)}   cpu ${describeSpread(spreadOf(list.map((s) => s.cpuPct)), ' %', 2)}`,
      );
      medians[path] = busy.median;
    }
  }
  if (traceSeconds > 0) {
    console.log(
      `  CPU time by Chromium process, trace of / over ${traceSeconds} s at rest (thread time of top-level tasks):`,
    );
    for (const build of builds)
      console.log(
        traceLine(
          build.label,
          await traceAtRest(browser, `${build.shellUrl}/`, framesOf('/'), traceSeconds, rotationCycleMs('/') + 5000),
        ),
      );
  }
  return medians;
}
