import puppeteer from 'puppeteer-core';
import { provisioningToken } from '../../e2e/fleet-enrol';
import { startFleetStack } from '../../e2e/fleet-stack';
import { displayFor, growHeap, renderersOf, signal, startPlayer, startXvfb } from '../../e2e/player-harness';
import { lookInPage } from '../../player/src/page-probe';
import type { PlayerStatus } from '../../player/src/status-file';

// `npm run bench:player`: the time back to a picture for each fault class, 5 runs each, against a baseline page load
// in the same run (a new tab of the same browser opening the shell until it reports ready). Debian's Chromium on Xvfb,
// the real player (its unit's command line) against a real stack on COCKPIT_E2E_PORT_BASE + 3600.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OFFSET = 3600;
const TIMINGS = { probeMs: 400, probeTimeoutMs: 1500, hungAfterMs: 3000, stepWaitMs: 4000, navigationTimeoutMs: 8000, notDrawingMs: 6000, backoffBaseMs: 1000, backoffMaxMs: 8000, reportMs: 4000, plannedCooldownMs: 1000 };
const BUDGET_MB = 300;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (name: string, xs: number[]) => `${name.padEnd(22)} 中位 ${(median(xs) / 1000).toFixed(1)} 秒，范围 ${(Math.min(...xs) / 1000).toFixed(1)}–${(Math.max(...xs) / 1000).toFixed(1)} 秒（${xs.length} 次）`;

async function main(): Promise<void> {
  const stack = await startFleetStack(OFFSET);
  const xvfb = await startXvfb(displayFor(OFFSET));
  const player = startPlayer(`${stack.shellUrl}/?wall=bench-1`, await provisioningToken(stack, 'hub'), displayFor(OFFSET), TIMINGS, BUDGET_MB);
  const status = (): PlayerStatus => player.status()!;
  const stopped: number[] = [];
  try {
    for (let i = 0; status()?.state !== 'drawing'; i += 1) {
      if (i > 600) throw new Error(`播放器 120 秒内没有显示页面：${player.output().slice(-1000)}`);
      await sleep(200);
    }
    const baseline = async (): Promise<number> => {
      const browser = await puppeteer.connect({ browserWSEndpoint: status().wsEndpoint!, defaultViewport: null });
      const page = await browser.newPage();
      const started = Date.now();
      await page.goto(`${stack.shellUrl}/?wall=bench-1`);
      while ((await page.evaluate(lookInPage)).page !== 'ready') await sleep(100);
      const ms = Date.now() - started;
      await page.close();
      await browser.disconnect();
      return ms;
    };
    const fault = async (reason: string, act: (s: PlayerStatus) => void | Promise<void>): Promise<number> => {
      await sleep(3000);
      const before = status().recoveries.length;
      const started = Date.now();
      await act(status());
      for (let i = 0; status().recoveries.length <= before; i += 1) {
        if (i > 600) throw new Error(`${reason} 120 秒内没有恢复：${player.output().slice(-1000)}`);
        await sleep(100);
      }
      const r = status().recoveries.at(-1)!;
      if (r.reason !== reason) throw new Error(`期望 ${reason}，播放器记录的是 ${r.reason}`);
      return r.at - started;
    };
    const results: Record<string, number[]> = { '基准：新页面加载': [], '页面进程被杀': [], '页面无响应（SIGSTOP）': [], '浏览器被杀': [], '内存超预算计划刷新': [] };
    for (let run = 0; run < RUNS; run += 1) {
      results['基准：新页面加载'].push(await baseline());
      results['页面进程被杀'].push(await fault('crash', (s) => signal(renderersOf(s.browserPid!), 'SIGKILL')));
      results['页面无响应（SIGSTOP）'].push(await fault('hang', (s) => {
        const r = renderersOf(s.browserPid!);
        stopped.push(...r);
        signal(r, 'SIGSTOP');
      }));
      results['浏览器被杀'].push(await fault('browser-exit', (s) => signal([s.browserPid!], 'SIGKILL')));
      results['内存超预算计划刷新'].push(await fault('memory', (s) => growHeap(s.wsEndpoint!, stack.shellUrl, BUDGET_MB + 100)));
      console.log(`第 ${run + 1}/${RUNS} 轮完成`);
    }
    console.log(`恢复到页面就绪的时间（从故障发生到播放器读到壳层就绪；本机 2 核，测量时负载：${(await import('node:os')).loadavg()[0].toFixed(1)}）：`);
    for (const [name, xs] of Object.entries(results)) console.log(line(name, xs));
  } finally {
    signal(stopped, 'SIGCONT');
    await player.stop();
    xvfb.close();
    await stack.close();
  }
}

main().catch((error: Error) => {
  console.error(`bench:player 失败：${error.message}`);
  process.exit(1);
});
