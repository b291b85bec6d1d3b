import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { launchChromium, median, sharedCopies, freshPage, waitAllReady } from './bench-browser';
import { existingBuilds, timeBuilds } from './bench-build';
import { breakdownLines, jsBreakdown, type Origin } from './bench-bytes';
import { framesOf, panelsAtSlotSize, rotationCycleMs, steadyLine, steadyLoad } from './bench-cpu';
import { compareFirstViews, headerPaint, type Load } from './bench-first-view';
import { soak } from './bench-soak';
import { startShellServer } from './bundle-server';
import { startStack } from './stack';
import { REPO_ROOT } from './topology';

/** Budgets the benchmark holds the system to; figures beyond them fail the run. */
const BUDGETS = { fullBuildS: 90, remoteBuildS: 15, firstViewJsKb: 450, timeRatio: 1.1, bytesRatio: 1.15, headerMs: 300, pageBusyPct: 3, panelBusyPct: 1, copiesPerLibrary: 1 };

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name: string, fallback: number) => Number(option(name) ?? fallback);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mark = (ok: boolean, budget: string) => (ok ? '✓' : `✗ 超出预算 ${budget}`);

/**
 * `npm run bench`: build times; first view of `/` federated against the same app built as a
 * monolith (time, JS bytes per bundle and library, heap); the header's paint with every remote
 * held back; steady-state main-thread load of each page and panel; a soak with 200 ms refresh.
 */
async function main(): Promise<void> {
  const portBase = arg('port-base', 4200);
  const loads = arg('loads', 7);
  const failures: string[] = [];
  const check = (ok: boolean, failure: string) => ok || failures.push(failure);

  console.log('\n构建 / production build (two bundles at a time)');
  const skipBuild = process.argv.includes('--no-build');
  const builds = skipBuild ? existingBuilds() : await timeBuilds(option('remote') ?? 'devices');
  if (skipBuild) console.log('  skipped (--no-build): the builds on disk are measured');
  else {
    console.log(`  every bundle, from scratch      ${builds.fullS.toFixed(1)} s   ${mark(builds.fullS <= BUDGETS.fullBuildS, `${BUDGETS.fullBuildS} s`)}`);
    console.log(`  one remote rebuilt + published  ${builds.remoteS.toFixed(1)} s   ${mark(builds.remoteS <= BUDGETS.remoteBuildS, `${BUDGETS.remoteBuildS} s`)}`);
    console.log(`  the monolith baseline           ${builds.monolithS.toFixed(1)} s`);
    check(builds.fullS <= BUDGETS.fullBuildS, `full build ${builds.fullS.toFixed(1)} s`);
    check(builds.remoteS <= BUDGETS.remoteBuildS, `one remote build ${builds.remoteS.toFixed(1)} s`);
  }

  const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
  const stack = await startStack({ portBase, runtimeDir: join(work, 'runtime'), dbPath: join(work, 'db.sqlite') });
  const monolithPort = portBase + 40;
  const monolith = await startShellServer(builds.monolithDir, stack.runtimeDir, 'localhost', monolithPort);
  const monolithUrl = `http://localhost:${monolithPort}`;
  const remoteByOrigin = new Map(Object.entries(stack.remoteUrls).map(([name, url]) => [new URL(url).origin, name]));
  const locate = (url: string): Origin | undefined => {
    const { origin, pathname } = new URL(url);
    if (origin === monolithUrl) return { bundle: 'monolith', dir: builds.monolithDir, file: basename(pathname) };
    if (origin === new URL(stack.shellUrl).origin) return { bundle: 'shell', dir: join(REPO_ROOT, 'shell/dist'), file: basename(pathname) };
    const remote = remoteByOrigin.get(origin);
    const [version, file] = pathname.split('/').filter(Boolean);
    return remote ? { bundle: remote, dir: join(REPO_ROOT, 'published', remote, version), file } : undefined;
  };
  const browser = await launchChromium();
  try {
    const frames = framesOf('/');
    const runs = await compareFirstViews(browser, { federated: `${stack.shellUrl}/`, monolith: `${monolithUrl}/` }, frames, loads);
    const figures = (list: Load[]) => ({ readyMs: median(list.map((l) => l.readyMs)), js: jsBreakdown(list[0].files, locate), heapMb: list.at(-1)?.heapMb ?? NaN, samples: list.map((l) => l.readyMs.toFixed(0)).join(' ') });
    const fed = figures(runs.federated);
    const mono = figures(runs.monolith);
    const timeRatio = fed.readyMs / mono.readyMs;
    const bytesRatio = fed.js.bytes / mono.js.bytes;
    console.log(`\n首屏 / first view of / (1920x1080, cold cache, median of ${loads} loads each, taken in turn)`);
    console.log(`                       all ${frames} panels ready      JS gzip              heap after settling`);
    for (const [name, f] of [['federated', fed], ['monolith', mono]] as const) console.log(`  ${name.padEnd(20)} ${f.readyMs.toFixed(0).padStart(6)} ms   ${kb(f.js.bytes).padStart(8)} in ${String(f.js.files).padStart(2)} files   ${f.heapMb.toFixed(1)} MB   (loads: ${f.samples} ms)`);
    console.log(`  federated / monolith     ${timeRatio.toFixed(2)}×  ${mark(timeRatio <= BUDGETS.timeRatio, `${BUDGETS.timeRatio}×`)}     ${bytesRatio.toFixed(2)}×  ${mark(bytesRatio <= BUDGETS.bytesRatio, `${BUDGETS.bytesRatio}×`)}`);
    console.log(`  federated JS gzip        ${kb(fed.js.bytes)}  ${mark(fed.js.bytes <= BUDGETS.firstViewJsKb * 1024, `${BUDGETS.firstViewJsKb} KB`)}`);
    console.log('  federated JS by bundle:', ...breakdownLines(fed.js.byBundle).map((l) => `\n${l}`));
    console.log('  JS by library, federated | monolith (≈: a file split by its modules\' source sizes):', ...breakdownLines(fed.js.byLibrary, mono.js.byLibrary).map((l) => `\n${l}`));
    check(timeRatio <= BUDGETS.timeRatio, `first view ${timeRatio.toFixed(2)}× the monolith's time`);
    check(bytesRatio <= BUDGETS.bytesRatio, `first view ${bytesRatio.toFixed(2)}× the monolith's bytes`);
    check(fed.js.bytes <= BUDGETS.firstViewJsKb * 1024, `first view ships ${kb(fed.js.bytes)} of JS`);
    check(fed.js.twice.length === 0, `shipped by two bundles: ${fed.js.twice.join('; ')}`);

    const probe = await freshPage(browser);
    await probe.page.goto(`${stack.shellUrl}/`);
    await waitAllReady(probe.page, frames, Date.now());
    const copies = await sharedCopies(probe.page);
    await probe.context.close();
    console.log(`  copies of shared libraries  ${Object.entries(copies).map(([n, c]) => `${n}×${c}`).join(', ')}`);
    console.log(`  libraries in two bundles    ${fed.js.twice.join('; ') || '无 / none'}`);
    for (const [name, count] of Object.entries(copies)) check(count <= BUDGETS.copiesPerLibrary, `${name} loaded ${count} times`);

    const header = [];
    for (let i = 0; i < 3; i += 1) header.push(await headerPaint(browser, `${stack.shellUrl}/`, [...remoteByOrigin.keys()], 2000));
    const headerMs = median(header.map((h) => h.headerMs));
    console.log(`\n先出外壳 / shell first (every remote held back 2 s, median of 3)`);
    console.log(`  first contentful paint      ${median(header.map((h) => h.fcpMs)).toFixed(0)} ms`);
    console.log(`  header painted              ${headerMs.toFixed(0)} ms   ${mark(headerMs <= BUDGETS.headerMs, `${BUDGETS.headerMs} ms`)}`);
    check(headerMs <= BUDGETS.headerMs, `header painted after ${headerMs.toFixed(0)} ms`);

    const pageSeconds = arg('page-seconds', 60);
    const panelSeconds = arg('panel-seconds', 30);
    console.log(`\n静置负载 / steady state: main thread busy (TaskDuration) and CPU (ThreadTime), pages ${pageSeconds} s after one round of every rotation, panels ${panelSeconds} s`);
    for (const path of ['/', '/xndx']) {
      const s = await steadyLoad(browser, `${stack.shellUrl}${path}`, framesOf(path), pageSeconds, rotationCycleMs(path) + 5000);
      console.log(steadyLine(path, s, BUDGETS.pageBusyPct));
      check(s.busyPct <= BUDGETS.pageBusyPct, `${path} busy ${s.busyPct.toFixed(2)} %`);
    }
    for (const panel of panelsAtSlotSize()) {
      const s = await steadyLoad(browser, `${stack.shellUrl}/preview?panel=${panel.id}&w=${panel.w}&h=${panel.h}`, 1, panelSeconds);
      console.log(steadyLine(`${panel.id} (${panel.w}x${panel.h})`, s, BUDGETS.panelBusyPct));
      check(s.busyPct <= BUDGETS.panelBusyPct, `${panel.id} busy ${s.busyPct.toFixed(2)} %`);
    }

    const soaked = await soak(browser, stack.shellUrl, stack.runtimeDir, panelsAtSlotSize().map((p) => p.id), frames, arg('cycles', 2000), rotationCycleMs('/') + 5000);
    console.log(soaked.lines.join('\n'));
    failures.push(...soaked.failures);
  } finally {
    await browser.close();
    await monolith.close();
    await stack.close();
  }
  console.log(failures.length ? `\n超出预算 / over budget:\n  ${failures.join('\n  ')}` : '\n全部在预算内 / all within budget');
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
