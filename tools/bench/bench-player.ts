import { loadavg } from 'node:os';
import { provisioningToken } from '../../e2e/fleet-enrol';
import { startFleetStack } from '../../e2e/fleet-stack';
import { openPlayerTab, removeServiceWorker, stepsLogged } from '../../e2e/player-faults';
import { displayFor, growHeap, renderersOf, signal, startPlayer, startXvfb } from '../../e2e/player-harness';
import { startShellProxy } from '../../e2e/shell-proxy';
import { DEFAULT_TIMINGS } from '../../player/src/config';
import type { PlayerStatus } from '../../player/src/status-file';
import { baselineLoad, line, median } from './bench-player-figures';

// `npm run bench:player`: the time back to a picture for each fault class, 5 runs each, against a baseline page load
// in the same run (a new tab of the same browser opening the shell until it reports ready). Debian's Chromium on Xvfb,
// the real player (its unit's command line) with a wall's own watchdog figures, against a real stack on
// COCKPIT_E2E_PORT_BASE + 14600, the kiosk opening the shell through a proxy (any free port) whose server can stall or go down.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Another offset (BENCH_PLAYER_OFFSET) when a port of this one is taken.
const OFFSET = Number(process.env.BENCH_PLAYER_OFFSET ?? 14600);
// A planned reload's cool-down shorter than a wall's 30 min (one memory fault per round), longer than the heap takes to fall.
const TIMINGS = { ...DEFAULT_TIMINGS, reportMs: 4000, plannedCooldownMs: 60_000 };
const BUDGET_MB = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(
  what: string,
  ok: () => boolean | Promise<boolean>,
  log: () => string,
  timeoutMs = 120_000,
): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await ok()); await sleep(100))
    if (Date.now() > end) throw new Error(`${what}：${timeoutMs / 1000} 秒内没有发生\n${log().slice(-5000)}`);
}

async function main(): Promise<void> {
  const stack = await startFleetStack(OFFSET);
  const proxy = await startShellProxy(0, stack.shellUrl);
  const xvfb = await startXvfb(displayFor(OFFSET));
  const url = `${proxy.url}/?wall=bench-1`;
  const player = startPlayer(url, await provisioningToken(stack, 'hub'), displayFor(OFFSET), TIMINGS, BUDGET_MB);
  const status = (): PlayerStatus => player.status()!;
  const output = () => player.output();
  const stopped: number[] = [];
  const loads: number[] = [];
  const reported: Record<string, number[]> = {};
  try {
    await until('播放器显示页面', () => status()?.state === 'drawing', output);
    /** Does `act`, waits for the player's next recovery of `reason` and returns the time from `from()` (the fault by default) to it. */
    const fault = async (reason: string, act: (s: PlayerStatus) => unknown, from?: () => number): Promise<number> => {
      await sleep(3000);
      // The status file keeps the last recoveries only: a new one is told by its time, not by the count.
      const lastAt = () => status().recoveries.at(-1)?.at ?? 0;
      const before = lastAt();
      const started = Date.now();
      await act(status());
      await until(`${reason} 恢复`, () => lastAt() > before, output);
      const r = status().recoveries.at(-1)!;
      if (r.reason !== reason) throw new Error(`期望 ${reason}，播放器记录的是 ${r.reason}`);
      // What the console gets as the dark time (from the last good look), beside the time measured from the fault.
      if (!from) (reported[reason] ??= []).push(r.darkMs);
      return r.at - (from?.() ?? started);
    };
    /**
     * The server misbehaves as `mode` while the page reloads itself. A refusing one answers again once the player
     * acted; a stalled one answers new requests (never the load it holds) 5 s into the stall, long before the 30 s
     * navigation timeout: the player's own request finds it back.
     */
    const serverFault = (mode: 'stall' | 'refuse', reasonName: string) => async () => {
      let answeredAt = Date.now();
      const tab = await openPlayerTab(status().wsEndpoint!, proxy.url);
      try {
        await removeServiceWorker(tab.page);
        await proxy.set(mode);
        const since = Date.now();
        await tab.page.evaluate(() => void setTimeout(() => location.reload(), 0));
        // Chromium reloads its own error page when the server is back before the player acted: then it has nothing to do.
        if (mode === 'refuse')
          await until(`播放器处理${reasonName}`, () => stepsLogged(output(), reasonName, since).length > 0, output);
        else await until('页面加载到达卡住的服务器', () => proxy.heldPages() > 0, output).then(() => sleep(5000));
      } finally {
        await proxy.set('answer', mode === 'stall');
        answeredAt = Date.now();
        await tab.close();
      }
      return () => answeredAt;
    };
    const results: Record<string, number[]> = {
      '基准：新页面加载': loads,
      页面进程被杀: [],
      '页面无响应（SIGSTOP）': [],
      浏览器被杀: [],
      内存超预算计划刷新: [],
      '加载卡住 5 秒后服务器恢复（不答旧请求）': [],
      '浏览器错误页（服务器恢复后）': [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      loads.push(await baselineLoad(status().wsEndpoint!, url));
      results['页面进程被杀'].push(await fault('crash', (s) => signal(renderersOf(s.browserPid!), 'SIGKILL')));
      results['页面无响应（SIGSTOP）'].push(
        await fault('hang', (s) => {
          const r = renderersOf(s.browserPid!);
          stopped.push(...r);
          signal(r, 'SIGSTOP');
        }),
      );
      results['浏览器被杀'].push(await fault('browser-exit', (s) => signal([s.browserPid!], 'SIGKILL')));
      results['内存超预算计划刷新'].push(
        await fault('memory', (s) => growHeap(s.wsEndpoint!, proxy.url, BUDGET_MB + 100)),
      );
      for (const [name, reason, mode, reasonName] of [
        ['加载卡住 5 秒后服务器恢复（不答旧请求）', 'stalled-navigation', 'stall', '页面加载卡住'],
        ['浏览器错误页（服务器恢复后）', 'error-page', 'refuse', '浏览器错误页'],
      ] as const) {
        let answeredAt: () => number = () => 0;
        results[name].push(
          await fault(
            reason,
            async () => (answeredAt = await serverFault(mode, reasonName)()),
            () => answeredAt(),
          ),
        );
      }
      console.log(
        `第 ${run + 1}/${RUNS} 轮完成：${Object.entries(results)
          .map(([k, xs]) => `${k} ${((xs.at(-1) ?? 0) / 1000).toFixed(1)} 秒`)
          .join('，')}`,
      );
    }
    console.log(
      `\n恢复到页面就绪的时间（${new Date().toISOString()}；本机 2 核，与其他会话共用，测量结束时 1 分钟负载 ${loadavg()[0].toFixed(1)}；看门狗用墙面默认参数）：`,
    );
    for (const [name, xs] of Object.entries(results)) console.log(line(name, xs, median(loads)));
    for (const [reason, xs] of Object.entries(reported))
      console.log(line(`上报的黑屏时间：${reason}`, xs, median(loads)));
  } finally {
    signal(stopped, 'SIGCONT');
    await player.stop();
    xvfb.close();
    await proxy.close();
    await stack.close();
  }
}

main().catch((error: Error) => {
  console.error(`bench:player 失败：${error.message}`);
  process.exit(1);
});
