import { startApiServer } from '@cockpit/api-server';
import autocannon from 'autocannon';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './bench-browser';
import { buildDist } from '../deploy/dist';
import { ensureNginxInstalled, startNginx } from '../../test/nginx-process';
import { distRuntimeConfig } from '../deploy/runtime-files';
import { measurePanelLoad, WALLS, wallRate, type PanelLoad } from './wall-rate';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** Every wall also re-reads config.json and remotes.json each manifestPollMs. */
const POLL_MS = distRuntimeConfig().manifestPollMs;
/** A wall's API call may take this long at the 99th percentile; its panels time out at 15 s. */
const P99_BUDGET_MS = 500;

/** One wall's requests over its slowest cycle: each panel's cycle as often as it refreshes, and the two polls. */
function requestMix(loads: PanelLoad[], panels: string[]): string[] {
  const shown = loads.filter((load) => panels.includes(load.id));
  const span = Math.max(...shown.map((load) => load.refreshMs), POLL_MS);
  const cycles = shown.flatMap((load) =>
    Array.from({ length: Math.round(span / load.refreshMs) }, () => load.requests).flat(),
  );
  const polls = Array.from({ length: Math.round(span / POLL_MS) }, () => ['/config.json', '/remotes.json']).flat();
  return [...cycles, ...polls];
}

async function load(url: string, paths: string[], seconds: number, overallRate?: number) {
  const result = await autocannon({
    url,
    connections: 32,
    duration: seconds,
    overallRate,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
    total: result.requests.total,
  };
}

/**
 * `npm run bench:walls` (after a build): how many walls one nginx and one reference API serve.
 * One wall's request rate comes from each panel's refreshMs and the API calls of one refresh cycle
 * (measured in Chromium); the capacity from autocannon on loopback with that request mix.
 */
async function main(): Promise<void> {
  const seconds = arg('duration', 10);
  const portBase = arg('port-base', 4250);
  ensureNginxInstalled();
  const work = mkdtempSync(join(tmpdir(), 'cockpit-walls-'));
  chmodSync(work, 0o755);
  const api = await startApiServer({ host: '127.0.0.1', port: portBase, dbPath: join(work, 'db.sqlite') });
  const listen = `127.0.0.1:${portBase + 1}`;
  await buildDist({ outDir: join(work, 'dist'), settings: { listen, apiUpstream: api.url } });
  const nginx = await startNginx(join(work, 'dist'), [listen]);
  const origin = `http://${listen}`;
  try {
    const browser = await launchChromium();
    const panels = [...new Set(Object.values(WALLS).flat())];
    const loads: PanelLoad[] = [];
    for (const id of panels) loads.push(await measurePanelLoad(browser, origin, id));
    await browser.close();
    console.log('\n一面墙的请求 / one wall’s requests (default refresh intervals)');
    for (const l of loads)
      console.log(
        `  ${l.id.padEnd(28)} every ${String(l.refreshMs / 1000).padStart(3)} s  ${String(l.requests.length).padStart(2)} API calls/cycle  ${(l.requests.length / (l.refreshMs / 1000)).toFixed(3)} req/s`,
      );
    const polls = 2 / (POLL_MS / 1000);
    const rates = Object.entries(WALLS).map(([route, ids]) => [route, wallRate(loads, ids)] as const);
    for (const [route, rate] of rates)
      console.log(
        `  wall ${route.padEnd(6)} API ${rate.toFixed(3)} req/s + runtime-file polls ${polls.toFixed(3)} req/s`,
      );
    // Capacity in walls of the busier kind.
    const [busiest, apiRate] = rates.reduce((a, b) => (b[1] > a[1] ? b : a));
    const perWall = apiRate + polls;
    const mix = requestMix(loads, WALLS[busiest]);
    const apiOnly = mix.filter((path) => !path.endsWith('.json'));
    await load(origin, mix, 3); // warm-up: JIT and the database's statement caches
    const direct = await load(api.url, apiOnly, seconds);
    const proxied = await load(origin, mix, seconds);
    const walls = Math.floor(proxied.rps / perWall);
    const row = (name: string, r: typeof direct) =>
      console.log(
        `  ${name.padEnd(40)} ${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}/${r.total}`,
      );
    console.log(`\n容量 / capacity (autocannon, 32 connections, ${seconds} s each, loopback)`);
    row('reference API alone, API mix', direct);
    row(`nginx → API, ${busiest} wall mix (saturated)`, proxied);
    console.log(`  → saturation ≈ ${walls} walls of ${busiest} at ${perWall.toFixed(3)} req/s each`);
    // Then N walls' own rate, from half the saturation down until it is held: every request answered, p99 under the budget.
    let held = 0;
    for (
      let n = Math.max(1, Math.floor(walls / 2)), tries = 0;
      tries < 3 && held === 0;
      n = Math.max(1, Math.floor(n / 2)), tries += 1
    ) {
      const r = await load(origin, mix, seconds, Math.round(n * perWall));
      row(`${n} walls' rate (${(n * perWall).toFixed(0)} req/s)`, r);
      if (r.failed === 0 && r.p99 <= P99_BUDGET_MS && r.rps >= 0.95 * n * perWall) held = n;
    }
    console.log(
      held
        ? `  → one nginx + one API hold ${held} walls (p99 ≤ ${P99_BUDGET_MS} ms)`
        : '  → no rate held within the budget',
    );
    if (held === 0) process.exitCode = 1;
  } finally {
    await nginx.stop();
    await api.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
