import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiCacheStack, type ApiCacheStack } from '../deploy/api-cache-stack';
import { endpointFreshness, panelReads } from '../deploy/api-endpoints';
import { launchChromium } from './bench-browser';
import { p99, spreadOf } from './bench-stats';

import { buildDist } from '../deploy/dist';
import { startNginx } from '../../test/nginx-process';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** The API calls of one real load of `/` in Chromium, through nginx, each with the refresh of the panels that read it. */
async function realPageCalls(portBase: number): Promise<{ url: string; refreshMs: number }[]> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-cache-'));
  chmodSync(work, 0o755);
  const stack = await startApiCacheStack({ port: portBase + 9 });
  const listen = `127.0.0.1:${portBase + 8}`;
  await buildDist({ outDir: join(work, 'dist'), settings: { listen, apiUpstream: stack.api.url } });
  const nginx = await startNginx(join(work, 'dist'), [listen]);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    const urls = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(cockpit|open-api)\//.test(url.pathname)) urls.add(url.pathname + url.search);
    });
    await page.goto(`http://${listen}/`);
    await page.locator('[data-panel][data-state="ready"]').nth(14).waitFor({ timeout: 120_000 });
    await page.waitForTimeout(2000);
    const { endpoints, defaultSeconds } = endpointFreshness(panelReads());
    const refreshOf = (path: string) => {
      const found = endpoints.find((e) => (e.prefix ? path.includes(e.path) : path.endsWith(e.path)));
      return found
        ? Math.min(
            ...panelReads()
              .filter((r) => found.panels.includes(r.panelId))
              .map((r) => r.refreshMs),
          )
        : (defaultSeconds + 1) * 1000;
    };
    return [...urls].map((url) => ({ url, refreshMs: refreshOf(url.split('?')[0]) }));
  } finally {
    await browser.close();
    await nginx.stop();
    await stack.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** `walls` walls, each switched on at a random moment, each calling every URL every `refreshMs / speed`, for `seconds`. */
async function replay(
  origin: string,
  calls: { url: string; refreshMs: number }[],
  walls: number,
  seconds: number,
  speed: number,
): Promise<number[]> {
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  const call = (url: string) => {
    if (Date.now() > end) return;
    const started = performance.now();
    const done = fetch(origin + url)
      .then((reply) => reply.arrayBuffer())
      .then(() => void times.push(performance.now() - started))
      .catch(() => undefined)
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };
  for (let wall = 0; wall < walls; wall += 1) {
    for (const { url, refreshMs } of calls) {
      const period = refreshMs / speed;
      timers.push(
        setTimeout(() => {
          call(url);
          timers.push(setInterval(() => call(url), period));
        }, Math.random() * period),
      );
    }
  }
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const timer of timers) clearTimeout(timer);
  await Promise.all(inFlight);
  return times;
}

/** Walls replayed against one fresh stack: upstream calls per (replayed) minute, and the answer times the walls saw. */
async function run(
  port: number,
  cached: boolean,
  walls: number,
  calls: { url: string; refreshMs: number }[],
  seconds: number,
  speed: number,
) {
  const refreshOverrides = Object.fromEntries(panelReads().map((r) => [r.panelId, Math.round(r.refreshMs / speed)]));
  const stack = await startApiCacheStack({ port, settings: { apiCache: cached }, refreshOverrides });
  try {
    const times = await replay(stack.origin, calls, walls, seconds, speed);
    return {
      upstreamPerMinute: stack.faults.calls() / ((seconds * speed) / 60),
      spread: spreadOf(times),
      p99: p99(times),
      answers: times.length,
    };
  } finally {
    await stack.close();
  }
}

async function coldHerd(port: number): Promise<{ upstream: number; answered: number }> {
  const stack: ApiCacheStack = await startApiCacheStack({ port });
  try {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => fetch(`${stack.origin}/cockpit/jsc/school/list`).then((r) => r.status)),
    );
    return {
      upstream: stack.faults.calls('/cockpit/jsc/school/list'),
      answered: answers.filter((s) => s === 200).length,
    };
  } finally {
    await stack.close();
  }
}

/**
 * `npm run bench:api-cache [-- --seconds=60 --speed=5 --walls=50 --port-base=4460]`: the walls' request pattern of a
 * real page load replayed by 1 and by N walls, with and without the shared cache, time sped up `speed` times.
 */
async function main(): Promise<void> {
  const seconds = arg('seconds', 60);
  const speed = arg('speed', 5);
  const walls = arg('walls', 50);
  const base = arg('port-base', 4460);
  const calls = await realPageCalls(base);
  console.log(
    `一次真实加载 / 的接口调用：${calls.length} 个 URL；每个按读取它的面板的 refreshMs 重放，时间加速 ${speed} 倍，每组运行 ${seconds} s（= ${(seconds * speed) / 60} 分钟）`,
  );
  const herd = await coldHerd(base);
  console.log(`200 个并发冷请求（同一 URL）：上游收到 ${herd.upstream} 次，${herd.answered}/200 得到 200`);
  const rows: [string, Awaited<ReturnType<typeof run>>][] = [];
  for (const cached of [true, false]) {
    const [one, many] = await Promise.all([
      run(base + 1, cached, 1, calls, seconds, speed),
      run(base + 2, cached, walls, calls, seconds, speed),
    ]);
    rows.push([`${cached ? '有缓存' : '无缓存'} 1 面墙`, one], [`${cached ? '有缓存' : '无缓存'} ${walls} 面墙`, many]);
  }
  console.log('\n                     上游调用/分钟   墙面看到的应答时间 中位数 / p99（ms）   应答数');
  for (const [name, r] of rows)
    console.log(
      `  ${name.padEnd(14)} ${r.upstreamPerMinute.toFixed(1).padStart(10)}   ${r.spread.median.toFixed(1).padStart(8)} / ${r.p99.toFixed(1)}   ${r.answers}`,
    );
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '∞');
  console.log(
    `\n${walls} 面墙 / 1 面墙 的上游调用：有缓存 ${ratio(rows[1][1].upstreamPerMinute, rows[0][1].upstreamPerMinute)}×，无缓存 ${ratio(rows[3][1].upstreamPerMinute, rows[2][1].upstreamPerMinute)}×`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
