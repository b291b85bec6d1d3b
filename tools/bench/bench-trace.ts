import type { Browser, CDPSession } from '@playwright/test';
import { freshPage, waitAllReady } from './bench-browser';
import { frameRecorder } from './bench-frame-recorder';
import { phasesLine, phasesOf, type Phases, type ThreadEvent, type TraceEvent } from './bench-trace-phases';

/** CPU time a page costs Chromium at rest, ms per second of wall time, by process and thread (from a CDP trace). */
export interface TraceCost {
  /** The renderer's main thread: script, style, layout, paint (its `ThreadTime` in the trace). */
  rendererMain: number;
  /** The renderer's compositor and raster threads. */
  rendererOther: number;
  /** The GPU process (viz compositor and GPU main thread): drawing the frames the page produces. */
  gpuProcess: number;
  /** Main-thread frames (BeginMainFrame) per second. */
  mainFrames: number;
  /** The renderer main thread's time by rendering phase (which styles, layouts, paints, layerizing). */
  phases: Phases;
}

const TOP_LEVEL = new Set(['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/** Sums the thread time of top-level tasks per process and thread of a trace's events over `seconds`. */
export function traceCost(events: TraceEvent[], seconds: number): TraceCost {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && (e.name === 'process_name' || e.name === 'thread_name'))
      names.set(e.name === 'process_name' ? `${e.pid}` : `${e.pid}/${e.tid}`, e.args?.name ?? '');
  const cost = { rendererMain: 0, rendererOther: 0, gpuProcess: 0, mainFrames: 0 };
  const main: ThreadEvent[] = [];
  for (const e of events) {
    if (e.ph !== 'X') continue;
    const process = names.get(`${e.pid}`);
    const thread = names.get(`${e.pid}/${e.tid}`);
    if (process === 'Renderer' && thread === 'CrRendererMain' && e.ts !== undefined)
      main.push({ name: e.name, ts: e.ts, dur: e.dur, tdur: e.tdur });
    if (e.name === 'ProxyMain::BeginMainFrame' && thread === 'CrRendererMain') cost.mainFrames += 1;
    if (!TOP_LEVEL.has(e.name)) continue;
    const ms = (e.tdur ?? 0) / 1000;
    if (process === 'Renderer') cost[thread === 'CrRendererMain' ? 'rendererMain' : 'rendererOther'] += ms;
    else if (process === 'GPU Process') cost.gpuProcess += ms;
  }
  return {
    rendererMain: cost.rendererMain / seconds,
    rendererOther: cost.rendererOther / seconds,
    gpuProcess: cost.gpuProcess / seconds,
    mainFrames: cost.mainFrames / seconds,
    phases: phasesOf(main, seconds),
  };
}

/** The events of `categories` traced while `during` runs. */
export async function captureTrace(
  cdp: CDPSession,
  categories: string[],
  during: () => Promise<unknown>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories }, transferMode: 'ReportEvents' });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

/** Opens `url` like the steady-state measure (every panel ready, `warmMs` more), then traces `seconds` of it. */
export async function traceAtRest(
  browser: Browser,
  url: string,
  frames: number,
  seconds: number,
  warmMs: number,
): Promise<TraceCost> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await page.goto(url);
    await waitAllReady(page, frames, Date.now());
    await page.waitForTimeout(warmMs);
    const events = await captureTrace(cdp, ['toplevel', 'devtools.timeline', 'cc', '__metadata'], () =>
      page.waitForTimeout(seconds * 1000),
    );
    return traceCost(events, seconds);
  } finally {
    await context.close();
  }
}

/** One cold load of `url` with the CPU slowed `rate` times, traced until every panel is ready. */
export async function traceColdLoad(
  browser: Browser,
  url: string,
  frames: number,
  rate: number,
  timeoutMs: number,
): Promise<TraceEvent[]> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(frameRecorder(frames));
    return await captureTrace(cdp, ['toplevel', 'devtools.timeline', 'v8', '__metadata'], async () => {
      await page.goto(url, { timeout: timeoutMs });
      await page.evaluate(() => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready);
    });
  } finally {
    await context.close();
  }
}

/** Figure lines of a {@link TraceCost}: by process, then the main thread by phase. */
export const traceLine = (label: string, c: TraceCost) =>
  `  ${label.padEnd(24)} renderer main ${c.rendererMain.toFixed(1).padStart(5)} ms/s   renderer other ${c.rendererOther.toFixed(1).padStart(5)} ms/s   GPU process ${c.gpuProcess.toFixed(1).padStart(5)} ms/s   ${c.mainFrames.toFixed(1)} main frames/s\n${phasesLine('', c.phases)}`;
