import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { TargetType, type Browser, type CDPSession } from 'puppeteer-core';
import { displayFor, startXvfb } from '../../e2e/player-harness';
import { privatePortBase, startWallStack } from '../../e2e/wall-stack';
import { BrowserSession } from '../../player/src/browser-session';
import { IGNORED_DEFAULT_FLAGS, kioskFlags } from '../../player/src/chromium-flags';
import { DEFAULT_TIMINGS } from '../../player/src/config';
import { chromiumMemory } from './soak-procs';
import { slope } from './soak-slope';

// `pnpm exec tsx tools/bench/soak-bisect.ts --minutes=8 --arms=network-on,player,bare`: which DevTools client makes a
// wall's renderer grow, in one run. One stack (every panel refreshing every --refresh-ms), one Chromium per arm on
// --path, each on its own X display; every --sample-s, after two forced GCs, the PSS of each one's renderer, GPU and
// browser processes and the page's refresh count. Arms: `network-on` = a Puppeteer page as the player had it before
// issue 42 (Network and Audits domains on, a request listener, a look a second); `player` = the player's own
// BrowserSession as shipped; `bare` = no page client at all (only the GC client every arm has).
const arg = (name: string, d: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? d;
const MINUTES = Number(arg('minutes', '8'));
const SAMPLE_S = Number(arg('sample-s', '30'));
const OFFSET = Number(arg('offset', '17700'));
const ARMS = arg('arms', 'network-on,player,bare').split(',');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Arm {
  name: string;
  pid: () => number;
  wsEndpoint: string;
  profile: string;
  stop: () => Promise<void>;
  probe?: CDPSession;
}

async function startArm(name: string, url: string, i: number): Promise<Arm> {
  const display = displayFor(OFFSET + 100 * (i + 1));
  const x = await startXvfb(display);
  const profile = mkdtempSync(join(tmpdir(), `soak-bisect-${name}-`));
  if (name === 'player') {
    process.env.DISPLAY = display;
    const session = new BrowserSession(
      {
        url,
        chromium: '/usr/bin/chromium',
        profileDir: profile,
        stateDir: profile,
        memoryBudgetMb: 1024,
        timings: DEFAULT_TIMINGS,
      },
      () => undefined,
    );
    session.screenSize = { width: 1920, height: 1080 };
    await session.launch(url);
    const timer = setInterval(() => void session.look(), 1000);
    return {
      name,
      pid: () => session.pid!,
      wsEndpoint: session.wsEndpoint!,
      profile,
      stop: async () => {
        clearInterval(timer);
        await session.kill();
        x.close();
      },
    };
  }
  const browser: Browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: false,
    userDataDir: profile,
    defaultViewport: null,
    protocolTimeout: 180_000,
    args: [...kioskFlags(profile, [], undefined, { width: 1920, height: 1080 }), url],
    ignoreDefaultArgs: IGNORED_DEFAULT_FLAGS,
    env: { ...process.env, DISPLAY: display },
    ...(name === 'network-on' ? {} : { networkEnabled: false, issuesEnabled: false }),
  });
  let timer: NodeJS.Timeout | undefined;
  if (name === 'network-on') {
    const [page] = await browser.pages();
    page.on('request', () => undefined);
    timer = setInterval(
      () => void Promise.all([page.evaluate(() => document.title), page.metrics()]).catch(() => undefined),
      1000,
    );
  }
  return {
    name,
    pid: () => browser.process()!.pid!,
    wsEndpoint: browser.wsEndpoint(),
    profile,
    stop: async () => {
      clearInterval(timer);
      await browser.close().catch(() => undefined);
      x.close();
    },
  };
}

async function main(): Promise<void> {
  const stack = await startWallStack(privatePortBase(OFFSET), { refreshMs: Number(arg('refresh-ms', '1000')) });
  const arms: Arm[] = [];
  try {
    for (const [i, name] of ARMS.entries()) arms.push(await startArm(name, `${stack.shellUrl}${arg('path', '/')}`, i));
    await sleep(60_000);
    for (const arm of arms) {
      // The probe is a client of its own, as the soak's (attachWall): the same on every arm.
      const own = await puppeteer.connect({
        browserWSEndpoint: arm.wsEndpoint,
        defaultViewport: null,
        protocolTimeout: 180_000,
      });
      arm.probe = await (
        await own.waitForTarget((t) => t.type() === TargetType.PAGE && t.url().startsWith(stack.shellUrl), {
          timeout: 60_000,
        })
      ).createCDPSession();
    }
    const t0 = Date.now();
    const series = new Map(
      arms.map((a) => [
        a.name,
        {
          t: [] as number[],
          refreshes: [] as number[],
          renderer: [] as number[],
          gpu: [] as number[],
          browser: [] as number[],
        },
      ]),
    );
    while (Date.now() - t0 < MINUTES * 60_000) {
      const line: string[] = [];
      for (const arm of arms) {
        await arm.probe!.send('HeapProfiler.collectGarbage');
        await arm.probe!.send('HeapProfiler.collectGarbage');
        const { result } = await arm.probe!.send('Runtime.evaluate', {
          expression: 'window.__cockpit ? window.__cockpit.refreshes : 0',
          returnByValue: true,
        });
        const mem = chromiumMemory(arm.pid(), arm.profile);
        const s = series.get(arm.name)!;
        s.t.push((Date.now() - t0) / 60_000);
        s.refreshes.push(Number(result.value));
        s.renderer.push(mem.renderer?.pssMb ?? 0);
        s.gpu.push(mem.gpu?.pssMb ?? 0);
        s.browser.push(mem.browser?.pssMb ?? 0);
        line.push(
          `${arm.name} refreshes ${s.refreshes.at(-1)} renderer ${s.renderer.at(-1)!.toFixed(1)} gpu ${s.gpu.at(-1)!.toFixed(1)} browser ${s.browser.at(-1)!.toFixed(1)}`,
        );
      }
      console.log(
        `${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  ${line.join('  |  ')}  load ${loadavg()[0].toFixed(1)}`,
      );
      await sleep(SAMPLE_S * 1000);
    }
    for (const [name, s] of series) {
      const perK = slope(s.refreshes, s.renderer) * 1000;
      console.log(
        `${name}: renderer ${slope(s.t, s.renderer).toFixed(2)} MB/min (${perK.toFixed(2)} MB per 1000 refreshes), gpu ${slope(s.t, s.gpu).toFixed(2)}, browser ${slope(s.t, s.browser).toFixed(2)} MB/min; ${s.refreshes.at(-1)! - s.refreshes[0]} refreshes`,
      );
    }
  } finally {
    for (const arm of arms) await arm.stop();
    await stack.close();
  }
}

main().catch((error: Error) => {
  console.error(error.stack);
  process.exit(1);
});
