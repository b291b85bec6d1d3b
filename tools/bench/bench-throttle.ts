import type { Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { framesOf } from './bench-cpu';
import { throttleFailures, THROTTLE_BUDGETS } from './bench-frames';
import { describeSpread, spreadOf } from './bench-stats';
import { throttledLoad, throttledRunning, type Running, type ThrottledLoad } from './bench-throttle-page';
import { traceThrottledFirstView } from './bench-throttle-trace';

/** How the throttled section runs: CPU slow-down rates (1 is the baseline in the same run), loads per rate, seconds. */
export interface ThrottleOptions {
  rates: number[];
  loads: number;
  settleS: number;
  restS: number;
  motionS: number;
  /** The pages measured (`--paths=/,/xndx`, the default). */
  paths: string[];
  /** The monolith's `/`, when served: its first-view JS is the reference for the federated build's. */
  monolithUrl?: string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** What one page measured at one rate. */
export interface ThrottledPage {
  path: string;
  rate: number;
  loads: ThrottledLoad[];
  running: Running;
}

function print(r: ThrottledPage): void {
  const ready = spreadOf(r.loads.map((l) => l.readyMs));
  const tbt = spreadOf(r.loads.map((l) => l.tbtMs));
  console.log(`  ${r.path.padEnd(6)} ${String(r.rate).padStart(2)}×  first view ${describeSpread(ready, ' ms')}`);
  console.log(
    `              total blocking time ${describeSpread(tbt, ' ms')}   at rest ${r.running.restBusyPct.toFixed(1)} % busy   long animation frames ${r.running.loafPerMin.toFixed(1)}/min`,
  );
  for (const m of r.running.motions) {
    console.log(
      `              ${m.motion.padEnd(18)} ${String(m.frames).padStart(5)} frames   p95 ${m.p95Ms.toFixed(1).padStart(6)} ms   worst ${m.maxMs.toFixed(0).padStart(5)} ms   over 50 ms ${m.over50}`,
    );
  }
}

/**
 * `npm run bench`'s throttled section: `/` and `/xndx` with the renderer's CPU slowed down (DevTools'
 * `Emulation.setCPUThrottlingRate`) at each rate: cold first views (navigation → every panel ready) with their total
 * blocking time, then one page left running: its busy share at rest and the frames of every motion. Budgets at 4×.
 */
export async function throttledSection(
  browser: Browser,
  shellUrl: string,
  o: ThrottleOptions,
): Promise<{ results: ThrottledPage[]; failures: string[] }> {
  console.log(
    `\n降速 / CPU throttled (${o.rates.join('×, ')}×; ${o.loads} cold loads each, then ${o.restS} s at rest and ${o.motionS} s of motion after ${o.settleS} s; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const results: ThrottledPage[] = [];
  const failures: string[] = [];
  for (const path of o.paths) {
    const frames = framesOf(path);
    for (const rate of o.rates) {
      const loads: ThrottledLoad[] = [];
      for (let i = 0; i < o.loads; i += 1) loads.push(await throttledLoad(browser, `${shellUrl}${path}`, frames, rate));
      const running = await throttledRunning(
        browser,
        `${shellUrl}${path}`,
        frames,
        rate,
        o.settleS * 1000,
        o.restS,
        o.motionS,
      );
      const result = { path, rate, loads, running };
      print(result);
      results.push(result);
      if (rate === 4) {
        console.log((await traceThrottledFirstView(browser, `${shellUrl}${path}`, frames, rate)).join('\n'));
        const median = (xs: number[]) => spreadOf(xs).median;
        failures.push(
          ...throttleFailures(path, {
            firstViewMs: median(loads.map((l) => l.readyMs)),
            tbtMs: median(loads.map((l) => l.tbtMs)),
            restBusyPct: running.restBusyPct,
            motions: running.motions,
          }),
        );
      }
    }
  }
  const federated = results.find((r) => r.path === '/')?.loads[0];
  if (o.monolithUrl && federated) {
    const monolith = await throttledLoad(browser, `${o.monolithUrl}/`, framesOf('/'), 1);
    // The budget is on the JS itself: every file the first view asked for, its gzip body. What the page's DevTools
    // session saw on the wire (headers too, and nothing of what the service worker fetched for it) is shown beside it.
    const ratio = federated.jsGzipBytes / monolith.jsGzipBytes;
    console.log(
      `  first-view JS of /   federated ${kb(federated.jsGzipBytes)} gzip, monolith ${kb(monolith.jsGzipBytes)}: ${ratio.toFixed(3)}×   ${ratio <= THROTTLE_BUDGETS.jsBytesRatio ? '✓' : `✗ > ${THROTTLE_BUDGETS.jsBytesRatio}×`}   (seen on the page's wire ${kb(federated.jsBytes)} against ${kb(monolith.jsBytes)})`,
    );
    if (ratio > THROTTLE_BUDGETS.jsBytesRatio)
      failures.push(`first-view JS ${ratio.toFixed(3)}× the monolith's (budget ${THROTTLE_BUDGETS.jsBytesRatio}×)`);
  } else
    console.log(
      `  first-view JS of /   federated ${kb(federated?.jsGzipBytes ?? 0)} gzip (no monolith build on disk to compare: pnpm exec tsx tools/build/build.ts --monolith)`,
    );
  return { results, failures };
}

/** The options from the command line: `--rates=1,4,6 --throttle-loads=3 --settle-seconds=10 --rest-seconds=30 --motion-seconds=60`. */
export function throttleOptions(option: (name: string) => string | undefined): ThrottleOptions {
  const num = (name: string, fallback: number) => Number(option(name) ?? fallback);
  return {
    rates: (option('rates') ?? '1,4,6')
      .split(',')
      .map(Number)
      .filter((r) => r >= 1),
    loads: num('throttle-loads', 3),
    settleS: num('settle-seconds', 10),
    restS: num('rest-seconds', 30),
    motionS: num('motion-seconds', 60),
    paths: (option('paths') ?? '/,/xndx').split(',').filter((p) => p.startsWith('/')),
  };
}
