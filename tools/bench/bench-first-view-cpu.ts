import type { Browser } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPage, launchChromium } from './bench-browser';
import { framesOf } from './bench-cpu';
import { frameRecorder } from './bench-frame-recorder';
import { describeSpread, spreadOf } from './bench-stats';
import { phasesOf, type ThreadEvent } from './bench-trace-phases';
import { startStack } from '../dev/stack';

interface TraceEvent extends ThreadEvent {
  ph: string;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** What one traced first view cost the renderer's main thread, in thread (CPU) ms: a loaded machine stretches wall time, not these. */
interface FirstViewCpu {
  cpu: number;
  script: number;
  style: number;
  layout: number;
  forcedLayouts: number;
}

const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame']);

/** Main-thread thread time by phase, and how many layouts ran inside script (forced by a read of layout). */
function cpuOf(events: TraceEvent[]): FirstViewCpu {
  const names = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args?.name ?? '');
  const main = events.filter((e) => e.ph === 'X' && names.get(`${e.pid}/${e.tid}`) === 'CrRendererMain');
  const phases = phasesOf(main, 1);
  const scripts = main.filter((e) => SCRIPT.has(e.name));
  const inScript = (e: TraceEvent) => scripts.some((s) => s.ts <= e.ts && e.ts + (e.dur ?? 0) <= s.ts + (s.dur ?? 0));
  const forcedLayouts = main.filter((e) => e.name === 'Layout' && inScript(e)).length;
  return { cpu: Object.values(phases).reduce((a, b) => a + b, 0), script: phases.script, style: phases.style, layout: phases.layout, forcedLayouts };
}

async function tracedFirstView(browser: Browser, url: string, frames: number, rate: number): Promise<FirstViewCpu> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(frameRecorder(frames));
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8', '__metadata'] }, transferMode: 'ReportEvents' });
    await page.goto(url, { timeout: 300_000 });
    await page.evaluate(() => (window as unknown as { __bench: { ready: Promise<number> } }).__bench.ready);
    await cdp.send('Tracing.end');
    await complete;
    return cpuOf(events);
  } finally {
    await context.close();
  }
}

/**
 * `pnpm exec tsx tools/bench/bench-first-view-cpu.ts --builds=before=<shell dist>,after=<shell dist> [--rate=4] [--loads=3]
 * [--port-base=35000]`: each shell build served by its own stack, cold first views of `/` and `/xndx` traced in turn
 * (interleaved, so load on the machine falls on every build alike), the main thread's CPU by phase and its forced
 * layouts per build. For before/after figures on a shared machine, where first-view wall times swing by 2×.
 */
async function main(): Promise<void> {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const builds = (option('builds') ?? `current=${join(__dirname, '../../shell/dist')}`).split(',').map((b) => b.split('='));
  const [rate, loads, portBase] = [Number(option('rate') ?? 4), Number(option('loads') ?? 3), Number(option('port-base') ?? 35000)];
  const stacks = [];
  for (const [i, [label, shellDir]] of builds.entries()) {
    const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
    stacks.push({ label, stack: await startStack({ portBase: portBase + i * 200, runtimeDir: join(work, 'runtime'), dbPath: join(work, 'db.sqlite'), shellDir }) });
  }
  const browser = await launchChromium();
  const load: number[] = [];
  try {
    for (const path of ['/', '/xndx']) {
      const byBuild = new Map<string, FirstViewCpu[]>(stacks.map((s) => [s.label, []]));
      for (let n = 0; n < loads; n += 1)
        for (const s of n % 2 ? [...stacks].reverse() : stacks) {
          load.push(loadavg()[0]);
          byBuild.get(s.label)?.push(await tracedFirstView(browser, `${s.stack.shellUrl}${path}`, framesOf(path), rate));
        }
      for (const [label, runs] of byBuild) {
        const d = (key: keyof FirstViewCpu) => describeSpread(spreadOf(runs.map((r) => r[key])));
        console.log(`${path} ${rate}× ${label}: main-thread CPU ${d('cpu')} ms; script ${d('script')}, style ${d('style')}, layout ${d('layout')} ms; forced layouts ${d('forcedLayouts')}`);
      }
    }
    console.log(`load average (1 min) through the run: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`);
  } finally {
    await browser.close();
    await Promise.all(stacks.map((s) => s.stack.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
