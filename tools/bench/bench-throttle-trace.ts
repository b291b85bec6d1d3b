import type { Browser } from '@playwright/test';
import { traceColdLoad } from './bench-trace';
import { phasesLine, phasesOf, rendererMainEvents, type TraceEvent } from './bench-trace-phases';

/** Main-thread ms of the first view by phase, and the script files that took the most of it (inclusive, top level). */
export function firstViewCost(events: TraceEvent[]): { phases: string; scripts: [string, number][] } {
  const main = rendererMainEvents(events);
  const byFile = new Map<string, number>();
  for (const e of main) {
    if ((e.name !== 'EvaluateScript' && e.name !== 'FunctionCall') || !e.args?.data?.url) continue;
    const file = e.args.data.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
    byFile.set(file, (byFile.get(file) ?? 0) + (e.tdur ?? 0) / 1000);
  }
  return {
    phases: phasesLine('first view, ms', phasesOf(main, 1)),
    scripts: [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8),
  };
}

/** One traced cold load of `url` at `rate` until every panel is ready: where the main thread's time went. */
export async function traceThrottledFirstView(
  browser: Browser,
  url: string,
  frames: number,
  rate: number,
): Promise<string[]> {
  const cost = firstViewCost(await traceColdLoad(browser, url, frames, rate, 180_000));
  return [
    `  trace of ${new URL(url).pathname} at ${rate}× (one cold load):`,
    cost.phases,
    ...cost.scripts.map(([file, ms]) => `    ${file.padEnd(60)} ${ms.toFixed(0).padStart(6)} ms script`),
  ];
}
