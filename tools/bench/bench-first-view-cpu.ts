import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './bench-browser';
import { framesOf } from './bench-cpu';
import { describeSpread, spreadOf } from './bench-stats';
import { traceColdLoad } from './bench-trace';
import { phasesOf, rendererMainEvents, type TraceEvent } from './bench-trace-phases';
import { startStack } from '../dev/stack';

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
  const main = rendererMainEvents(events);
  const phases = phasesOf(main, 1);
  const scripts = main.filter((e) => SCRIPT.has(e.name));
  const inScript = (e: TraceEvent) => scripts.some((s) => s.ts <= e.ts && e.ts + (e.dur ?? 0) <= s.ts + (s.dur ?? 0));
  const forcedLayouts = main.filter((e) => e.name === 'Layout' && inScript(e)).length;
  return {
    cpu: Object.values(phases).reduce((a, b) => a + b, 0),
    script: phases.script,
    style: phases.style,
    layout: phases.layout,
    forcedLayouts,
  };
}

/**
 * `pnpm exec tsx tools/bench/bench-first-view-cpu.ts --builds=before=<shell dist>,after=<shell dist> [--rate=4] [--loads=3]
 * [--port-base=35000]`: each shell build served by its own stack, cold first views of `/` and `/xndx` traced in turn
 * (interleaved, so load on the machine falls on every build alike), the main thread's CPU by phase and its forced
 * layouts per build. For before/after figures on a shared machine, where first-view wall times swing by 2×.
 */
async function main(): Promise<void> {
  const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const builds = (option('builds') ?? `current=${join(__dirname, '../../shell/dist')}`)
    .split(',')
    .map((b) => b.split('='));
  const [rate, loads, portBase] = [
    Number(option('rate') ?? 4),
    Number(option('loads') ?? 3),
    Number(option('port-base') ?? 35000),
  ];
  const stacks = [];
  for (const [i, [label, shellDir]] of builds.entries()) {
    const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
    stacks.push({
      label,
      stack: await startStack({
        portBase: portBase + i * 200,
        runtimeDir: join(work, 'runtime'),
        dbPath: join(work, 'db.sqlite'),
        shellDir,
      }),
    });
  }
  const browser = await launchChromium();
  const load: number[] = [];
  try {
    for (const path of ['/', '/xndx']) {
      const byBuild = new Map<string, FirstViewCpu[]>(stacks.map((s) => [s.label, []]));
      for (let n = 0; n < loads; n += 1)
        for (const s of n % 2 ? [...stacks].reverse() : stacks) {
          load.push(loadavg()[0]);
          byBuild
            .get(s.label)
            ?.push(cpuOf(await traceColdLoad(browser, `${s.stack.shellUrl}${path}`, framesOf(path), rate, 300_000)));
        }
      for (const [label, runs] of byBuild) {
        const d = (key: keyof FirstViewCpu) => describeSpread(spreadOf(runs.map((r) => r[key])));
        console.log(
          `${path} ${rate}× ${label}: main-thread CPU ${d('cpu')} ms; script ${d('script')}, style ${d('style')}, layout ${d('layout')} ms; forced layouts ${d('forcedLayouts')}`,
        );
      }
    }
    console.log(
      `load average (1 min) through the run: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
    );
  } finally {
    await browser.close();
    await Promise.all(stacks.map((s) => s.stack.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
