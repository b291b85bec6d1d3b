import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { provisioningToken } from '../../e2e/fleet-enrol';
import { OPERATOR, startFleetStack } from '../../e2e/fleet-stack';
import { displayFor, startPlayer, startXvfb, type RunningPlayer } from '../../e2e/player-harness';
import { WALL_PANELS } from '../../e2e/wall-stack';
import { DEFAULT_TIMINGS } from '../../player/src/config';
import type { APIRequestContext } from '@playwright/test';
import { fleetApi, pushLayout, switchRemote } from './soak-fleet';
import { attachWall, pageFigures, setPageTime, type WallTab } from './soak-page';
import { compressionTable, dayStartMs, soakPlan } from './soak-plan';
import { chromiumMemory } from './soak-procs';
import { dumpRendererAllocators } from './soak-allocators';
import { allocatorDumpDays, printSoak, type WallDay } from './soak-report';
import { pressureRelease, printRealTime, writeAtomically, type SavedSoak } from './soak-real-time';
import { REPO_ROOT } from '../build/topology';
import { buildVariant } from '../build/variant-build';

// `npm run bench:soak -- --days=30 --minutes=20`: two walls (`/` and `/xndx`), each in its own player (Debian's Chromium
// on Xvfb, the unit's own command line), enrolled to the fleet service, on a stack at COCKPIT_E2E_PORT_BASE + --offset.
// `--real-time --minutes 180`: no compression (soak-plan.ts), slopes per real hour (soak-real-time.ts).
const argv = process.argv.slice(2);
const plan = soakPlan(argv);
// 30000: past every browser test's offset (the soak runs beside the lead's test runs), and its displays too.
const OFFSET = Number(argv.find((a) => a.startsWith('--offset='))?.split('=')[1] ?? 30_000);
const against = argv.find((a) => a.startsWith('--against='))?.slice('--against='.length);
const readSaved = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SavedSoak;
const OUT =
  argv.find((a) => a.startsWith('--out='))?.split('=')[1] ??
  join(REPO_ROOT, 'bench-results', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
const SWAP = { remote: 'teams', version: '1.0.1-soak' };
const WALLS = [
  { name: 'soak-hub', group: 'hub', path: '/', page: 'hub' },
  { name: 'soak-xndx', group: 'xndx', path: '/xndx', page: 'xndx' },
] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean, timeoutMs: number, log: () => string): Promise<void> {
  for (const end = Date.now() + timeoutMs; !ok(); await sleep(200))
    if (Date.now() > end) throw new Error(`${what}：${timeoutMs / 1000} 秒内没有发生\n${log().slice(-3000)}`);
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-soak-'));
  const publishedDir = join(work, 'published');
  cpSync(join(REPO_ROOT, 'published'), publishedDir, { recursive: true });
  console.log(`构建用于换版的 ${SWAP.remote}@${SWAP.version}…`);
  await buildVariant({
    ...SWAP,
    publishedDir,
    edits: [
      { file: 'src/panels/institutions/index.ts', from: "title: '专业服务机构'", to: "title: '专业服务机构·换版'" },
    ],
  });
  const stack = await startFleetStack(OFFSET, {
    publishedDir,
    manifestPollMs: plan.pollMs,
    config: {
      fleetHeartbeatMs: plan.beatMs,
      // Real time: every panel at its shipped period.
      refreshOverrides: plan.realTime ? {} : Object.fromEntries(WALL_PANELS.map((p) => [p, plan.refreshMs])),
    },
  });
  const failedEvents: string[] = [];
  /** One console action on a session of its own; one that fails (the console too slow on a loaded machine) is noted, and the run goes on. */
  const fleetEvent = async (what: string, action: (api: APIRequestContext) => Promise<void>): Promise<boolean> => {
    const api = await fleetApi(stack.fleetUrl!, OPERATOR).catch((error: Error) => error);
    try {
      if (api instanceof Error) throw api;
      await action(api);
      return true;
    } catch (error) {
      failedEvents.push(`${what}：${(error as Error).message.split('\n')[0]}`);
      console.log(`  ✗ ${failedEvents.at(-1)}`);
      return false;
    } finally {
      if (!(api instanceof Error)) await api.dispose();
    }
  };
  for (const wall of WALLS)
    if (!(await fleetEvent(`压缩 ${wall.group} 的轮播`, (api) => pushLayout(api, wall.group, wall.page, plan))))
      throw new Error(failedEvents.join('\n'));
  const xvfbs: { close: () => void }[] = [];
  const players: RunningPlayer[] = [];
  const days: WallDay[] = [];
  let started = Date.now();
  const cleanup = async () => {
    for (const player of players) await player.stop().catch(() => undefined);
    for (const x of xvfbs) x.close();
    await stack.close();
  };
  // Stopped by hand (Ctrl-C, kill): the players and their displays go too.
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.once(sig, () => void cleanup().finally(() => process.exit(130)));
  try {
    for (const [i, wall] of WALLS.entries()) {
      const display = displayFor(OFFSET + 100 * i);
      xvfbs.push(await startXvfb(display));
      // The wall's own watchdog figures and memory budget (1 GB): a planned reload would show in its recoveries.
      players.push(
        startPlayer(
          `${stack.shellUrl}${wall.path}?wall=${wall.name}`,
          await provisioningToken(stack, wall.group),
          display,
          { ...DEFAULT_TIMINGS },
          1024,
        ),
      );
    }
    for (const player of players)
      await until('播放器显示页面', () => player.status()?.state === 'drawing', 180_000, player.output);
    console.log('两个播放器都在显示页面，连接 DevTools…');
    const tabs: WallTab[] = [];
    for (const player of players) tabs.push(await attachWall(player.status()!.wsEndpoint!, stack.shellUrl));
    started = Date.now();
    console.log(
      `两面墙已显示；每个${plan.realTime ? '样本（实时）' : '模拟日'} ${plan.daySeconds.toFixed(1)} 秒，共 ${plan.days} 个`,
    );
    for (const row of plan.realTime ? [] : compressionTable(plan))
      console.log(
        `  ${row.event.padEnd(70)} 真实每天 ${row.realPerDay.toFixed(2).padStart(8)}  模拟每天 ${row.simulatedPerDay.toFixed(2).padStart(8)}`,
      );
    let swapped = false;
    for (let day = 1; day <= plan.days; day += 1) {
      // The day's running time starts after the last day's measurement, which takes seconds of its own; real-time
      // samples keep to the clock instead (one every daySeconds from the start).
      const dayEnds = plan.realTime ? started + day * plan.daySeconds * 1000 : Date.now() + plan.daySeconds * 1000;
      if (!plan.realTime) for (const tab of tabs) await setPageTime(tab, dayStartMs(plan, day));
      if (day % plan.layoutEvery === 0)
        for (const wall of WALLS)
          await fleetEvent(`第 ${day} 天推送 ${wall.group} 布局`, (api) =>
            pushLayout(api, wall.group, wall.page, plan, day),
          );
      if (
        day % plan.swapEvery === 0 &&
        (await fleetEvent(`第 ${day} 天切换 ${SWAP.remote}`, (api) =>
          switchRemote(api, SWAP.remote, swapped ? '1.0.0' : SWAP.version),
        ))
      )
        swapped = !swapped;
      await sleep(Math.max(0, dayEnds - Date.now()));
      for (const [i, wall] of WALLS.entries()) {
        const status = players[i].status()!;
        const page = await pageFigures(tabs[i]);
        const plannedReloads = status.recoveries.filter((r) => r.reason === 'memory' || r.reason === 'daily').length;
        const processes = chromiumMemory(status.browserPid!, join(dirname(players[i].stateDir), 'profile'));
        // After the day's figures: the dump's own tracing cost is in the next day's, not this one's.
        const allocators = allocatorDumpDays(plan.days).includes(day)
          ? await dumpRendererAllocators(tabs[i].browser).catch(() => undefined)
          : undefined;
        days.push({
          wall: wall.path,
          day,
          page,
          processes,
          recoveries: status.recoveries.length,
          plannedReloads,
          at: Date.now() - started,
          allocators,
        });
      }
      // Written after every day: a run cut short (a session's end, Ctrl-C) keeps what it measured.
      writeAtomically(OUT, { plan, compression: compressionTable(plan), complete: false, failedEvents, days });
      const [hub, xndx] = days.slice(-2);
      console.log(
        `第 ${String(day).padStart(2)} 天 ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  / renderer ${hub.processes.renderer?.pssMb.toFixed(1)} MB (own ${hub.processes.renderer?.privateMb.toFixed(1)}) heap ${hub.page.heapMb.toFixed(1)} MB DOM ${hub.page.domNodes} 图表 ${hub.page.liveCharts}  /xndx renderer ${xndx.processes.renderer?.pssMb.toFixed(1)} MB (own ${xndx.processes.renderer?.privateMb.toFixed(1)}) heap ${xndx.page.heapMb.toFixed(1)} MB DOM ${xndx.page.domNodes}  负载 ${loadavg()[0].toFixed(1)}`,
      );
    }
    const pressure = plan.realTime
      ? Object.fromEntries(
          await Promise.all(
            WALLS.map(async (wall, i) => {
              const status = players[i].status()!;
              const measure = () => chromiumMemory(status.browserPid!, join(dirname(players[i].stateDir), 'profile'));
              return [wall.path, await pressureRelease(tabs[i].cdp, measure)] as const;
            }),
          ),
        )
      : undefined;
    await Promise.all(tabs.map((t) => t.browser.disconnect()));
    const result = plan.realTime
      ? printRealTime({ plan, days, complete: true }, against ? readSaved(against) : undefined)
      : printSoak(plan, days, { load: loadavg(), minutes: (Date.now() - started) / 60_000 });
    if (pressure)
      console.log(`
内存压力通知后 / after a critical pressure notification + GC: ${JSON.stringify(pressure)}`);
    if (failedEvents.length)
      console.log(`\n没有做成的事件 / fleet events that failed:\n  ${failedEvents.join('\n  ')}`);
    writeAtomically(OUT, {
      plan,
      compression: compressionTable(plan),
      complete: true,
      ...result,
      load: loadavg(),
      pressure,
      failedEvents,
      days,
    });
    console.log(`\n结果已写入 ${OUT}`);
    process.exitCode = result.failures.length ? 1 : 0;
  } finally {
    await cleanup();
  }
}

/** `--report=<soak json>`: judges a saved run again (a run cut short, or after the goals' reading changed). */
function report(file: string): void {
  const saved = readSaved(file) as SavedSoak & { load?: number[]; minutes?: number };
  if (saved.plan.realTime) {
    process.exitCode = printRealTime(saved, against ? readSaved(against) : undefined).failures.length ? 1 : 0;
    return;
  }
  const last = saved.days.at(-1);
  const result = printSoak(saved.plan, saved.days, {
    load: saved.load ?? [NaN, NaN, NaN],
    minutes: saved.minutes ?? (last ? last.at / 60_000 : 0),
  });
  process.exitCode = result.failures.length ? 1 : 0;
}

const saved = argv.find((a) => a.startsWith('--report='))?.slice('--report='.length);
(saved ? Promise.resolve().then(() => report(saved)) : main()).catch((error: Error) => {
  console.error(`bench:soak 失败：${error.stack ?? error.message}`);
  process.exit(1);
});
