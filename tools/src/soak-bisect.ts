import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type CDPSession } from 'puppeteer-core';
import { BrowserSession } from '../../player/src/browser-session';
import { DEFAULT_TIMINGS } from '../../player/src/config';
import { displayFor, startXvfb } from '../../e2e/player-harness';
import { privatePortBase, startWallStack } from '../../e2e/wall-stack';
import { IGNORED_DEFAULT_FLAGS, kioskFlags } from '../../player/src/chromium-flags';
import { chromiumMemory } from './soak-procs';
import { slope } from './soak-slope';

// `tsx tools/src/soak-bisect.ts --minutes=8 --arms=player,quiet,bare`: one stack (every panel refreshing every
// --refresh-ms), one Chromium per arm on `/`, each on its own X display, the same run; renderer/GPU/browser PSS every
// --sample-s. Arms differ only in the DevTools client each has (what the soak asks: which part makes the renderer grow).
const arg = (name: string, d: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? d;
const MINUTES = Number(arg('minutes', '8'));
const SAMPLE_S = Number(arg('sample-s', '30'));
const OFFSET = Number(arg('offset', '17500'));
const ARMS = arg('arms', 'player,quiet,bare').split(',');
const PATH = arg('path', '/');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Arm { name: string; browser: Browser; profile: string; stop: () => void; gc?: CDPSession }

async function startArm(name: string, url: string, i: number): Promise<Arm> {
  const display = displayFor(OFFSET + 100 * (i + 1));
  const x = await startXvfb(display);
  const profile = mkdtempSync(join(tmpdir(), `soak-bisect-${name}-`));
  const quiet = name !== 'player';
  if (name === 'fixed') {
    // The player's own session, as it runs on a wall (launch, tab, navigation watch).
    process.env.DISPLAY = display;
    const session = new BrowserSession({ url, chromium: '/usr/bin/chromium', profileDir: profile, stateDir: profile, memoryBudgetMb: 1024, timings: DEFAULT_TIMINGS }, () => undefined);
    session.screenSize = { width: 1920, height: 1080 };
    await session.launch(url);
    const timer = setInterval(() => void session.look(), 1000);
    const browser = await puppeteer.connect({ browserWSEndpoint: session.wsEndpoint!, defaultViewport: null });
    return { name, browser: Object.assign(browser, { process: () => ({ pid: session.pid }) }) as unknown as Browser, profile, stop: () => { clearInterval(timer); void session.kill(); x.close(); } };
  }
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium', headless: false, userDataDir: profile, defaultViewport: null,
    args: [...kioskFlags(profile, [], undefined, { width: 1920, height: 1080 }), url], ignoreDefaultArgs: IGNORED_DEFAULT_FLAGS,
    env: { ...process.env, DISPLAY: display }, protocolTimeout: 60_000,
    ...(quiet ? { networkEnabled: false, issuesEnabled: false } : {}),
  });
  if (name !== 'bare') {
    const [page] = await browser.pages();
    if (name === 'player') page.on('request', () => undefined);
    // The player's look: one evaluate and one metrics a second.
    const timer = setInterval(() => void Promise.all([page.evaluate(() => document.title), page.metrics()]).catch(() => undefined), 1000);
    return { name, browser, profile, stop: () => { clearInterval(timer); x.close(); } };
  }
  return { name, browser, profile, stop: () => x.close() };
}

async function main(): Promise<void> {
  const stack = await startWallStack(privatePortBase(OFFSET), { refreshMs: Number(arg('refresh-ms', '1000')) });
  const url = `${stack.shellUrl}${PATH}`;
  const arms: Arm[] = [];
  try {
    for (const [i, name] of ARMS.entries()) arms.push(await startArm(name, url, i));
    await sleep(60_000);
    for (const arm of arms) {
      const target = await arm.browser.waitForTarget((t) => t.type() === 'page' && t.url().startsWith(stack.shellUrl), { timeout: 60_000 });
      arm.gc = await target.createCDPSession();
    }
    const t0 = Date.now();
    const series = new Map<string, { t: number[]; renderer: number[]; gpu: number[]; browser: number[] }>(arms.map((a) => [a.name, { t: [], renderer: [], gpu: [], browser: [] }]));
    while (Date.now() - t0 < MINUTES * 60_000) {
      const line: string[] = [];
      for (const arm of arms) {
        await arm.gc!.send('HeapProfiler.collectGarbage');
        await arm.gc!.send('HeapProfiler.collectGarbage');
      }
      for (const arm of arms) {
        const mem = chromiumMemory(arm.browser.process()!.pid!, arm.profile);
        const s = series.get(arm.name)!;
        s.t.push((Date.now() - t0) / 60_000);
        s.renderer.push(mem.renderer?.pssMb ?? 0);
        s.gpu.push(mem.gpu?.pssMb ?? 0);
        s.browser.push(mem.browser?.pssMb ?? 0);
        line.push(`${arm.name} r ${s.renderer.at(-1)!.toFixed(1)} g ${s.gpu.at(-1)!.toFixed(1)} b ${s.browser.at(-1)!.toFixed(1)}`);
      }
      console.log(`${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  ${line.join('  |  ')}  load ${loadavg()[0].toFixed(1)}`);
      await sleep(SAMPLE_S * 1000);
    }
    for (const [name, s] of series) console.log(`${name}: renderer ${slope(s.t, s.renderer).toFixed(2)} MB/min, gpu ${slope(s.t, s.gpu).toFixed(2)}, browser ${slope(s.t, s.browser).toFixed(2)}`);
  } finally {
    for (const arm of arms) {
      await arm.browser.close().catch(() => undefined);
      arm.stop();
    }
    await stack.close();
  }
}

main().catch((error: Error) => {
  console.error(error.stack);
  process.exit(1);
});
