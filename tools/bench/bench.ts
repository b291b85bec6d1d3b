import type { Browser } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { launchChromium, median } from './bench-browser';
import { BUDGETS, mark, overBudget, type BenchFigures } from './bench-budgets';
import { existingBuilds, timeBuilds } from './bench-build';
import type { Origin } from './bench-bytes';
import { firstViewSection } from './bench-compare';
import { framesOf, panelsAtSlotSize, rotationCycleMs, steadyLine, steadyLoad } from './bench-cpu';
import { headerPaint } from './bench-first-view';
import { sourcesSection } from './bench-mappings';
import { offlineStartSection } from './bench-offline';
import { steadyPages } from './bench-steady';
import { soak } from './bench-soak';
import { sqlSourcesSection } from './fleet/bench-sql-sources';
import { mapSection } from './bench-map';
import { throttledSection, throttleOptions } from './bench-throttle';
import { startShellServer } from '../dev/bundle-server';
import { startStack, type RunningStack } from '../dev/stack';
import { REPO_ROOT } from '../build/topology';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name: string, fallback: number) => Number(option(name) ?? fallback);

/** The header with every remote held back, steady-state load of pages and panels, the soak; returns the soak's failures. */
async function laterSections(
  browser: Browser,
  stack: RunningStack,
  remoteOrigins: string[],
  figures: BenchFigures,
): Promise<string[]> {
  const header = [];
  for (let i = 0; i < 3; i += 1) header.push(await headerPaint(browser, `${stack.shellUrl}/`, remoteOrigins, 2000));
  figures.headerMs = median(header.map((h) => h.headerMs));
  console.log(`\n先出外壳 / shell first (every remote held back 2 s, median of 3)`);
  console.log(`  first contentful paint      ${median(header.map((h) => h.fcpMs)).toFixed(0)} ms`);
  console.log(
    `  header painted              ${figures.headerMs.toFixed(0)} ms   ${mark(figures.headerMs <= BUDGETS.headerMs, `${BUDGETS.headerMs} ms`)}`,
  );

  const pageSeconds = arg('page-seconds', 60);
  const panelSeconds = arg('panel-seconds', 30);
  console.log(
    `\n静置负载 / steady state: main thread busy (TaskDuration) and CPU (ThreadTime), pages ${pageSeconds} s after one round of every rotation, panels ${panelSeconds} s`,
  );
  figures.pageBusyPct = {};
  for (const path of ['/', '/xndx']) {
    const s = await steadyLoad(
      browser,
      `${stack.shellUrl}${path}`,
      framesOf(path),
      pageSeconds,
      rotationCycleMs(path) + 5000,
    );
    console.log(steadyLine(path, s, BUDGETS.pageBusyPct));
    figures.pageBusyPct[path] = s.busyPct;
  }
  figures.panelBusyPct = {};
  for (const panel of panelsAtSlotSize()) {
    const s = await steadyLoad(
      browser,
      `${stack.shellUrl}/preview?panel=${panel.id}&w=${panel.w}&h=${panel.h}`,
      1,
      panelSeconds,
    );
    console.log(steadyLine(`${panel.id} (${panel.w}x${panel.h})`, s, BUDGETS.panelBusyPct));
    figures.panelBusyPct[panel.id] = s.busyPct;
  }

  const panels = panelsAtSlotSize().map((p) => p.id);
  const soaked = await soak(
    browser,
    stack.shellUrl,
    stack.runtimeDir,
    panels,
    framesOf('/'),
    arg('cycles', 2000),
    rotationCycleMs('/') + 5000,
  );
  console.log(soaked.lines.join('\n'));
  return soaked.failures;
}

/**
 * `npm run bench`: build times; first view of `/` federated against the same app built as a
 * monolith (time, JS bytes per bundle and library, heap); the header's paint with every remote
 * held back; steady-state main-thread load of each page and panel; a soak with 200 ms refresh.
 * `--first-view-only` stops after the first view; `--throttled-only` runs the CPU-throttled section alone
 * (`--rates=1,4,6`, see throttleOptions); `--sources-only` the data sources' section alone (mappings against the
 * service's answers, an upstream change's time to a wall); `--sql-only` the SQL sources' section alone (`bench:sql`), `--map-only` the map widget's (`bench:map`).
 */
async function main(): Promise<void> {
  const portBase = arg('port-base', 4200);
  const loads = Math.max(BUDGETS.minLoads, arg('loads', BUDGETS.minLoads));
  const figures: BenchFigures = {};
  const soakFailures: string[] = [];
  if (process.argv.includes('--steady-only')) return steadyOnly(portBase, figures);
  if (process.argv.includes('--throttled-only')) return throttledOnly(portBase);
  if (process.argv.includes('--sources-only')) return sourcesSection();
  if (process.argv.includes('--sql-only')) return budgetSaid(await sqlSourcesSection());
  if (process.argv.includes('--map-only')) return budgetSaid(await mapSection());

  console.log('\n构建 / production build (two bundles at a time)');
  const skipBuild = process.argv.includes('--no-build');
  const builds = skipBuild ? existingBuilds() : await timeBuilds(option('remote') ?? 'devices');
  if (skipBuild) console.log('  skipped (--no-build): the builds on disk are measured');
  else {
    console.log(
      `  every bundle, from scratch      ${builds.fullS.toFixed(1)} s   ${mark(builds.fullS <= BUDGETS.fullBuildS, `${BUDGETS.fullBuildS} s`)}`,
    );
    console.log(
      `  one remote rebuilt + published  ${builds.remoteS.toFixed(1)} s   ${mark(builds.remoteS <= BUDGETS.remoteBuildS, `${BUDGETS.remoteBuildS} s`)}`,
    );
    console.log(`  the monolith baseline           ${builds.monolithS.toFixed(1)} s`);
    figures.builds = builds;
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
    if (origin === new URL(stack.shellUrl).origin)
      return { bundle: 'shell', dir: join(REPO_ROOT, 'shell/dist'), file: basename(pathname) };
    const remote = remoteByOrigin.get(origin);
    const [version, file] = pathname.split('/').filter(Boolean);
    return remote ? { bundle: remote, dir: join(REPO_ROOT, 'published', remote, version), file } : undefined;
  };
  const browser = await launchChromium();
  try {
    const frames = framesOf('/');
    figures.firstView = await firstViewSection(
      browser,
      { federated: `${stack.shellUrl}/`, monolith: `${monolithUrl}/` },
      frames,
      loads,
      locate,
    );
    if (!process.argv.includes('--first-view-only'))
      figures.offlineStart = await offlineStartSection(stack, frames, arg('offline-loads', 5));
    if (!process.argv.includes('--first-view-only'))
      soakFailures.push(...(await laterSections(browser, stack, [...remoteByOrigin.keys()], figures)));
    if (!process.argv.includes('--first-view-only'))
      soakFailures.push(
        ...(await throttledSection(browser, stack.shellUrl, { ...throttleOptions(option), monolithUrl })).failures,
      );
  } finally {
    await browser.close();
    await monolith.close();
    await stack.close();
  }
  if (!process.argv.includes('--first-view-only')) {
    await sourcesSection();
    soakFailures.push(...(await sqlSourcesSection()));
    soakFailures.push(...(await mapSection()));
  }
  budgetSaid([...overBudget(figures), ...soakFailures]);
}

/** The figures over their budgets, said, and the exit code. */
function budgetSaid(failures: string[]): void {
  console.log(
    failures.length ? `\n超出预算 / over budget:\n  ${failures.join('\n  ')}` : '\n全部在预算内 / all within budget',
  );
  process.exitCode = failures.length ? 1 : 0;
}

/**
 * `--steady-only`: the steady-state load of `/` and `/xndx` alone, on the builds on disk, `--runs` times (default 3);
 * with `--baseline=<dir>` (a copy of another build's `published/` and `shell/dist/`) that build is measured in turn
 * beside this one (`--current=<dir>` measures such a copy instead of the builds on disk); then a trace of `/` per build (`--trace-seconds`, default 15; 0 skips it).
 */
async function steadyOnly(portBase: number, figures: BenchFigures): Promise<void> {
  const stacks: RunningStack[] = [];
  const start = async (base: number, dir?: string) => {
    const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
    const build = dir ? { publishedDir: join(dir, 'published'), shellDir: join(dir, 'shell/dist') } : {};
    const stack = await startStack({
      portBase: base,
      runtimeDir: join(work, 'runtime'),
      dbPath: join(work, 'db.sqlite'),
      ...build,
    });
    stacks.push(stack);
    return stack;
  };
  const baseline = option('baseline');
  const builds = [];
  if (baseline) builds.push({ label: 'before', shellUrl: (await start(portBase + 50, baseline)).shellUrl });
  builds.push({ label: baseline ? 'after' : 'current', shellUrl: (await start(portBase, option('current'))).shellUrl });
  const browser = await launchChromium();
  try {
    console.log(
      `\n静置负载 / steady state of the pages, ${arg('page-seconds', 60)} s after one round of every rotation, ${arg('runs', 3)} runs${baseline ? ', before and after in turn' : ''}`,
    );
    figures.pageBusyPct = await steadyPages(
      browser,
      builds,
      arg('runs', 3),
      arg('page-seconds', 60),
      arg('trace-seconds', 15),
    );
  } finally {
    await browser.close();
    await Promise.all(stacks.map((stack) => stack.close()));
  }
  budgetSaid(overBudget(figures));
}

/** `--throttled-only`: the throttled section alone on the builds on disk (the monolith's too, when built). */
async function throttledOnly(portBase: number): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
  const stack = await startStack({ portBase, runtimeDir: join(work, 'runtime'), dbPath: join(work, 'db.sqlite') });
  const monolithDir = join(REPO_ROOT, 'shell/dist-monolith');
  const monolith = existsSync(join(monolithDir, 'index.html'))
    ? await startShellServer(monolithDir, stack.runtimeDir, 'localhost', portBase + 40)
    : undefined;
  const browser = await launchChromium();
  try {
    const { failures } = await throttledSection(browser, stack.shellUrl, {
      ...throttleOptions(option),
      monolithUrl: monolith && `http://localhost:${portBase + 40}`,
    });
    console.log(
      failures.length
        ? `\n超出预算 / over budget (4×):\n  ${failures.join('\n  ')}`
        : '\n全部在预算内 / all within budget (4×)',
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await monolith?.close();
    await stack.close();
  }
}

// Exit when done: the SQL section's database clients may keep the loop alive for a while after they end.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
