import type { Browser } from '@playwright/test';
import { freshPage } from './bench-browser';
import { frameRecorder } from './bench-frame-recorder';
import { phasesLine, phasesOf, type ThreadEvent } from './bench-trace-phases';

interface TraceEvent extends ThreadEvent {
  ph: string;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/** Main-thread ms of the first view by phase, and the script files that took the most of it (inclusive, top level). */
export function firstViewCost(events: TraceEvent[]): { phases: string; scripts: [string, number][] } {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args?.name ?? '');
  const main = events.filter((e) => e.ph === 'X' && names.get(`${e.pid}/${e.tid}`) === 'CrRendererMain');
  const byFile = new Map<string, number>();
  for (const e of main) {
    if ((e.name !== 'EvaluateScript' && e.name !== 'FunctionCall') || !e.args?.data?.url) continue;
    const file = e.args.data.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
    byFile.set(file, (byFile.get(file) ?? 0) + (e.tdur ?? 0) / 1000);
  }
  return { phases: phasesLine('first view, ms', phasesOf(main, 1)), scripts: [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8) };
}

/** One traced cold load of `url` at `rate` until every panel is ready: where the main thread's time went. */
export async function traceThrottledFirstView(browser: Browser, url: string, frames: number, rate: number): Promise<string[]> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(frameRecorder(frames));
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8', '__metadata'] }, transferMode: 'ReportEvents' });
    await page.goto(url, { timeout: 180_000 });
    await page.evaluate(() => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready);
    await cdp.send('Tracing.end');
    await complete;
    const cost = firstViewCost(events);
    return [`  trace of ${new URL(url).pathname} at ${rate}× (one cold load):`, cost.phases, ...cost.scripts.map(([file, ms]) => `    ${file.padEnd(60)} ${ms.toFixed(0).padStart(6)} ms script`)];
  } finally {
    await context.close();
  }
}
