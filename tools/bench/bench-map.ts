import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareGeoMap } from '../../console/src/server/features/maps';
import { gridMap, numberedZones } from '../../console/src/server/testing/region-grid';
import { startStack } from '../dev/stack';
import { freshPage, launchChromium } from './bench-browser';
import { frameRecorder } from './bench-frame-recorder';
import { framesByMotion, type FrameSample } from './bench-frames';
import { describeSpread, spreadOf } from './bench-stats';
import { captureTrace } from './bench-trace';
import type { TraceEvent } from './bench-trace-phases';

// A map widget of 40 regions at 4× CPU throttling, drawn in the shell's own /preview page (fed as the console feeds it,
// by a message to itself): the time from the feed to the first drawn region, the task of the chart's first draw
// (named in the trace by the chart's TimeStamp), and the frames of the animated update a new reading makes.
// Part of `npm run bench`; alone: `npm run bench:map` (`--runs=`, default 7).
const RATE = 4;
/** The update's frames at 4×: the budget of every page's frames in the throttled section. */
const MAX_P95_MS = 20;
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 7);
const REGIONS = 40;

const prepared = prepareGeoMap(
  gridMap({ names: numberedZones(REGIONS), columns: 8, pointsPerEdge: 200 }),
  'bench',
  undefined,
  'bench',
);
if (!prepared.ok) throw new Error(prepared.error);
const { record } = prepared;
const map = { id: 1, version: record.version, geojson: JSON.parse(record.geometry) as unknown };
const reading = (scale: number) => ({
  source: 1,
  mapping: 'zones',
  value: numberedZones(REGIONS).map((name, i) => ({ name, value: ((i * 37) % 40) * scale + 1 })),
  intervalMs: 5000,
  goodAt: Date.now(),
  stale: false,
});
const widget = { kind: 'map', source: 1, mapping: 'zones', options: { map: 1, unit: '家' } };

/** The longest top-level task of the main thread that holds the chart's first-draw TimeStamp, ms. */
function firstDrawTaskMs(events: TraceEvent[]): number {
  const stamp = events.find(
    (e) =>
      e.name === 'TimeStamp' &&
      String((e.args as { data?: { message?: string } })?.data?.message ?? '').startsWith(
        'chart first draw: widgets/map',
      ),
  );
  if (!stamp?.ts) return NaN;
  const holding = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.tid === stamp.tid &&
      e.ts <= stamp.ts &&
      e.ts + (e.dur ?? 0) >= stamp.ts,
  );
  return Math.max(...holding.map((e) => (e.dur ?? 0) / 1000));
}

async function oneRun(
  page: Page,
  remotes: unknown,
): Promise<{ drawnMs: number; events: TraceEvent[]; frames: FrameSample[] }> {
  const feed = (scale: number) => ({
    type: 'cockpit.preview.feed',
    remotes,
    readings: [reading(scale)],
    maps: [map],
    widget,
  });
  let drawnMs = NaN;
  const events = await captureTrace(
    await page.context().newCDPSession(page),
    ['toplevel', 'devtools.timeline', '__metadata'],
    async () => {
      drawnMs = await page.evaluate(
        (message) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelectorAll('[data-widget="map"] svg path').length < 40) return;
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(document, { subtree: true, childList: true });
            window.postMessage(message, '*');
          }),
        feed(1),
      );
    },
  );
  await page.waitForTimeout(1500);
  await page.evaluate(() => (window as unknown as { __bench: { record(on: boolean): void } }).__bench.record(true));
  await page.evaluate((message) => window.postMessage(message, '*'), feed(3));
  await page.waitForTimeout(2000);
  const frames = await page.evaluate(() => {
    const b = (window as unknown as { __bench: { record(on: boolean): void; frames: FrameSample[] } }).__bench;
    b.record(false);
    return b.frames;
  });
  return { drawnMs, events, frames };
}

/** The map widget's section: its figures printed, and those over budget returned. */
export async function mapSection(): Promise<string[]> {
  console.log(`\n地图组件 / map widget, ${REGIONS} regions at ${RATE}× CPU`);
  const work = mkdtempSync(join(tmpdir(), 'bench-map-'));
  const stack = await startStack({
    portBase: Number(process.env.COCKPIT_BENCH_PORT_BASE ?? 47200),
    runtimeDir: join(work, 'runtime'),
    dbPath: join(work, 'db.sqlite'),
  });
  const browser = await launchChromium();
  const remotes = JSON.parse(readFileSync(join(stack.runtimeDir, 'remotes.json'), 'utf8')) as unknown;
  const drawn: number[] = [];
  const tasks: number[] = [];
  const p95: number[] = [];
  const worst: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await freshPage(browser);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await page.addInitScript(frameRecorder(0));
      await page.goto(`${stack.shellUrl}/preview?panel=widgets/map&w=1200&h=900&feed=console`);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-slot="preview"], [data-panel]') !== null || document.readyState === 'complete',
      );
      const result = await oneRun(page, remotes);
      const all = framesByMotion(result.frames).find((m) => m.motion === 'all frames')!;
      drawn.push(result.drawnMs);
      tasks.push(firstDrawTaskMs(result.events));
      p95.push(all.p95Ms);
      worst.push(all.maxMs);
      console.log(
        `  run ${run + 1}: drawn ${result.drawnMs.toFixed(0)} ms, first-draw task ${tasks.at(-1)!.toFixed(0)} ms, update frames ${all.frames} p95 ${all.p95Ms.toFixed(1)} ms max ${all.maxMs.toFixed(1)} ms`,
      );
      await context.close();
    }
    console.log(`地图组件 ${REGIONS} 个区域（简化后 ${record.verticesAfter} 个顶点），CPU ${RATE}× 降速，${RUNS} 次：`);
    console.log(`  feed → 40 regions drawn   ${describeSpread(spreadOf(drawn), ' ms')}`);
    console.log(`  first-draw task           ${describeSpread(spreadOf(tasks.filter(Number.isFinite)), ' ms')}`);
    console.log(`  update frames p95         ${describeSpread(spreadOf(p95), ' ms', 1)}`);
    console.log(`  update worst frame        ${describeSpread(spreadOf(worst), ' ms', 1)}`);
    const p95Median = spreadOf(p95).median;
    return p95Median > MAX_P95_MS
      ? [`map widget at ${RATE}×: update frames p95 ${p95Median.toFixed(1)} ms > ${MAX_P95_MS} ms`]
      : [];
  } finally {
    await browser.close();
    await stack.close();
  }
}
