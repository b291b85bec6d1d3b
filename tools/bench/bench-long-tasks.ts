import type { Browser } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPage, launchChromium } from './bench-browser';
import { framesOf } from './bench-cpu';
import { frameRecorder } from './bench-frame-recorder';
import { nodeOwners, selfTimeByOwner, type CpuProfile } from './bench-profile-sources';
import { startStack } from '../dev/stack';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; message?: string } };
}

const WHAT = new Set([
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'v8.compile',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
  'MajorGC',
  'MinorGC',
]);

const label = (e: TraceEvent) => {
  const gc = e.args as { type?: string; usedHeapSizeBefore?: number; usedHeapSizeAfter?: number } | undefined;
  if (e.name.endsWith('GC') && gc?.usedHeapSizeBefore)
    return `${e.name} ${gc.type ?? ''} ${(gc.usedHeapSizeBefore / 1e6).toFixed(1)}→${((gc.usedHeapSizeAfter ?? 0) / 1e6).toFixed(1)} MB`;
  const d = e.args?.data;
  const file = d?.url?.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  return [e.name, d?.type, file, d?.functionName, d?.message].filter(Boolean).join(' ');
};

/** The main thread's tasks over 50 ms (wall), each with the direct children that took most of it. */
export function longTasks(events: TraceEvent[], owners: (from: number, to: number) => [string, number][]): string[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args?.name ?? '');
  const onMain = (e: TraceEvent) => names.get(`${e.pid}/${e.tid}`) === 'CrRendererMain';
  const main = events.filter((e) => e.ph === 'X' && onMain(e)).sort((a, b) => a.ts - b.ts);
  // console.timeStamp marks (a chart's draw names its panel): instant events.
  const stamps = events.filter((e) => e.name === 'TimeStamp' && onMain(e));
  const since = main[0]?.ts ?? 0;
  const tasks = main.filter(
    (e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (e.dur ?? 0) > 50_000,
  );
  const lines: string[] = [
    `  main-thread events ${main.length}, names ${Object.entries(
      main.reduce((m, e) => ({ ...m, [e.name]: (m[e.name] ?? 0) + 1 }), {} as Record<string, number>),
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => k + ':' + v)
      .join(' ')}, threads ${[...new Set(names.values())].join(',')}`,
  ];
  let tbt = 0;
  for (const task of tasks) {
    tbt += (task.dur! - 50_000) / 1000;
    const inside = main.filter(
      (e) => e !== task && WHAT.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!,
    );
    const top = inside.filter(
      (e) =>
        !inside.some(
          (o) => o !== e && o.ts <= e.ts && e.ts + (e.dur ?? 0) <= o.ts + (o.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
        ),
    );
    const marks = stamps
      .filter((e) => e.ts >= task.ts && e.ts <= task.ts + task.dur!)
      .map((e) => `«${e.args?.data?.message ?? ''}»`);
    const parts = [
      ...marks,
      ...top
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 4)
        .map((e) => `${label(e)} ${((e.dur ?? 0) / 1000).toFixed(0)}`),
    ];
    lines.push(
      `  +${((task.ts - since) / 1000).toFixed(0).padStart(6)} ms  ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${parts.join(' | ')}`,
    );
    const own = owners(task.ts, task.ts + task.dur!)
      .filter(([o]) => o !== '(idle)')
      .slice(0, 6);
    if (own.length) lines.push(`             ${own.map(([o, ms]) => `${o} ${ms.toFixed(0)}`).join(' · ')}`);
  }
  lines.push(`  TBT by trace ${tbt.toFixed(0)} ms over ${tasks.length} long tasks`);
  lines.push(...longFrames(main, stamps, since, owners));
  return lines;
}

/** Marks each animation frame that came over 50 ms after the one before (a rAF loop, as the benchmark's motion recorder runs). */
const LONG_FRAME_MARKER = `(() => {
  let last = 0;
  const loop = (now) => {
    if (last && now - last > 50) console.timeStamp('long frame ' + Math.round(now - last));
    last = now;
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
})();`;

/** What the main thread did between each long frame and the frame before it: its tasks, the marks in it, by owner. */
function longFrames(
  main: TraceEvent[],
  stamps: TraceEvent[],
  since: number,
  owners: (from: number, to: number) => [string, number][],
): string[] {
  const lines: string[] = [];
  for (const mark of stamps.filter((e) => e.args?.data?.message?.startsWith('long frame '))) {
    const gap = Number(mark.args!.data!.message!.slice('long frame '.length)) * 1000;
    const from = mark.ts - gap;
    const tasks = main.filter(
      (e) =>
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        e.ts + (e.dur ?? 0) > from &&
        e.ts < mark.ts,
    );
    const busy = tasks.reduce((sum, t) => sum + Math.min(t.ts + (t.dur ?? 0), mark.ts) - Math.max(t.ts, from), 0);
    const largest = tasks
      .map((t) => t.dur ?? 0)
      .sort((a, b) => b - a)
      .slice(0, 5)
      .map((d) => (d / 1000).toFixed(0));
    const inside = main.filter((e) => WHAT.has(e.name) && e.ts >= from && e.ts < mark.ts);
    const byName = new Map<string, number>();
    for (const e of inside)
      byName.set(label(e).split(' ')[0], (byName.get(label(e).split(' ')[0]) ?? 0) + (e.dur ?? 0) / 1000);
    const marks = stamps
      .filter((e) => e !== mark && e.ts >= from && e.ts <= mark.ts)
      .map((e) => `«${e.args?.data?.message ?? ''}»`);
    lines.push(
      `  frame at +${((mark.ts - since) / 1000).toFixed(0)} ms came after ${(gap / 1000).toFixed(0)} ms: ${tasks.length} tasks, busy ${(busy / 1000).toFixed(0)} ms (largest ${largest.join(', ')}) ${marks.join(' ')}`,
    );
    lines.push(
      `             ${[...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(' · ')}`,
    );
    const own = owners(from, mark.ts)
      .filter(([o]) => o !== '(idle)')
      .slice(0, 6);
    if (own.length) lines.push(`             ${own.map(([o, ms]) => `${o} ${ms.toFixed(0)}`).join(' · ')}`);
  }
  return lines;
}

async function traceLoad(
  browser: Browser,
  url: string,
  rate: number,
  afterMs: number,
  mapDirs: string[],
): Promise<string[]> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(frameRecorder(framesOf(new URL(url).pathname)));
    await page.addInitScript(LONG_FRAME_MARKER);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8', '__metadata'] },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { timeout: 300_000 });
    const readyMs = await page.evaluate(
      () => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready,
    );
    await page.waitForTimeout(afterMs);
    await cdp.send('Tracing.end');
    await complete;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const owners = nodeOwners(profile, mapDirs);
    const whole = selfTimeByOwner(profile, owners)
      .filter(([o]) => o !== '(idle)')
      .slice(0, 20);
    return [
      `${new URL(url).pathname} at ${rate}×: ready at ${readyMs.toFixed(0)} ms`,
      ...longTasks(events, (from, to) => selfTimeByOwner(profile, owners, from, to)),
      `  self time by owner, whole trace: ${whole.map(([o, ms]) => `${o} ${ms.toFixed(0)}`).join(' · ')}`,
    ];
  } finally {
    await context.close();
  }
}

/**
 * `pnpm exec tsx tools/bench/bench-long-tasks.ts [--rate=4] [--path=/] [--after-ms=0] [--loads=1] [--shell=<dist>]`: what
 * each long task of a cold first view is made of: its trace events, and its CPU samples by package or source file
 * (named through the source maps of a `COCKPIT_SOURCE_MAPS=1` build; without them, by served file).
 */
async function main(): Promise<void> {
  const option = (name: string, d: string) =>
    process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? d;
  const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
  const shellDir = option('shell', join(__dirname, '../../shell/dist'));
  const stack = await startStack({
    portBase: Number(option('port-base', '35600')),
    runtimeDir: join(work, 'runtime'),
    dbPath: join(work, 'db.sqlite'),
    shellDir,
  });
  const remotes = join(__dirname, '../../remote-panels');
  const mapDirs = [
    shellDir,
    ...readdirSync(remotes)
      .map((r) => join(remotes, r, 'dist'))
      .filter((d) => existsSync(d)),
  ];
  const browser = await launchChromium();
  try {
    for (let i = 0; i < Number(option('loads', '1')); i += 1)
      console.log(
        (
          await traceLoad(
            browser,
            `${stack.shellUrl}${option('path', '/')}`,
            Number(option('rate', '4')),
            Number(option('after-ms', '0')),
            mapDirs,
          )
        ).join('\n'),
      );
  } finally {
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
