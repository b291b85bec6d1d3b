import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import type { RunningStack } from '../tools';
import type { PlayerStatus } from '../player/src/status-file';
import { provisioningToken } from './fleet-enrol';
import { startFleetStack } from './fleet-stack';
import { openPlayerTab, stepsLogged } from './player-faults';
import {
  displayFor,
  lookFromOutside,
  renderersOf,
  signal,
  startPlayer,
  startXvfb,
  type RunningPlayer,
} from './player-harness';
import { chromeBlocks, coverage, frameFromPng, isWaitingPage, likeness, ROOT_COLOUR } from './screen-measures';
import { startShellProxy, type ShellProxy } from './shell-proxy';
import { privatePortBase } from './wall-stack';
import { readScreen, writePng, type ScreenFrame } from './xwd-frame';

// What a person in front of the wall sees: the X server's own framebuffer (`Xvfb -fbdir`, an XWD file), read while the
// real player runs Debian's Chromium on a plain X server with no window manager, under a non-Chinese locale, its root
// window painted a colour no page uses. The kiosk opens the shell through a proxy whose server stalls at first start.
test.describe.configure({ mode: 'serial' });

const OFFSET = 12400;
const WALL = 'screen-1';
// A wall's own navigation timeout (30 s): the first start must be back long before it.
const TIMINGS = {
  probeMs: 400,
  probeTimeoutMs: 1500,
  hungAfterMs: 3000,
  stepWaitMs: 6000,
  navigationTimeoutMs: 30_000,
  notDrawingMs: 6000,
  backoffBaseMs: 1000,
  backoffMaxMs: 8000,
  reportMs: 4000,
  plannedCooldownMs: 600_000,
};
const SHOTS = join(__dirname, '../test-results/player-screen');

let stack: RunningStack;
let proxy: ShellProxy;
let xvfb: { close: () => void };
let player: RunningPlayer;
let fbdir: string;
const status = (): PlayerStatus => player.status()!;
const screen = (every = 1): ScreenFrame => readScreen(fbdir, every);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  stack = await startFleetStack(OFFSET);
  const token = await provisioningToken(stack, 'hub');
  proxy = await startShellProxy(privatePortBase(12800), stack.shellUrl);
  await proxy.set('stall');
  fbdir = mkdtempSync(join(tmpdir(), 'cockpit-fb-'));
  const display = displayFor(OFFSET);
  xvfb = await startXvfb(display, fbdir);
  const hex = `#${ROOT_COLOUR.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  expect(spawnSync('xsetroot', ['-solid', hex], { env: { ...process.env, DISPLAY: display } }).status).toBe(0);
  player = startPlayer(`${proxy.url}/?wall=${WALL}`, token, display, TIMINGS, 300, {
    LANG: 'en_US.UTF-8',
    LANGUAGE: '',
    LC_ALL: '',
  });
});
test.afterAll(async () => {
  await player?.stop();
  if (player) writeFileSync(join(SHOTS, 'player.log'), player.output());
  xvfb?.close();
  await proxy?.close();
  await stack?.close();
});

test("a first start through a stalled server shows the player's own page, never white, and the wall within seconds of the server answering", async () => {
  await expect
    .poll(() => proxy.heldPages(), {
      timeout: 60_000,
      message: `the first load reaches the stalled server (log: ${player.output().slice(-1500)})`,
    })
    .toBeGreaterThan(0);
  await expect.poll(() => isWaitingPage(screen(4)), { timeout: 10_000, intervals: [200] }).toBe(true);
  const waiting = screen();
  writePng(waiting, join(SHOTS, 'waiting.png'));
  // The stalled load is watched from the screen for a while: the player's page each time, over the whole screen.
  for (let i = 0; i < 8; i += 1) {
    const frame = screen(4);
    expect(isWaitingPage(frame)).toBe(true);
    expect(coverage(frame)).toBeGreaterThan(0.999);
    await new Promise((r) => setTimeout(r, TIMINGS.probeMs));
  }
  // The server answers again, but never the load it holds (as a server restarted behind a stuck connection).
  await proxy.set('answer', true);
  const answeredAt = Date.now();
  // Enrolled (under a generated id when a loaded machine's ladder reloaded the page with its token again).
  await expect
    .poll(() => `${status()?.state}:${status()?.wallId ? 'enrolled' : ''}`, {
      timeout: 45_000,
      intervals: [200],
      message: `the wall draws (log: ${player.output().slice(-1500)})`,
    })
    .toBe('drawing:enrolled');
  const recovery = status().recoveries.find((r) => r.reason === 'stalled-navigation');
  const [retriedAt] = stepsLogged(player.output(), '页面加载卡住', answeredAt - 1000);
  const back = (recovery?.at ?? Date.now()) - answeredAt;
  console.log(
    `player screen: first start through a stalled server → navigated again ${retriedAt - answeredAt} ms after the server answered, the wall ${back} ms after (steps ${recovery?.steps.join(' → ')})`,
  );
  // The player's own requests (one at a time, each within a look's timeout, asked again at once) find the server back
  // (at worst after the one it held timed out); a look's period later the player looks, or right after the look under
  // way (which the pending load leaves unanswered for its whole timeout), and starts the load again. Then the shell loads and enrols: its own time, which this shared machine stretches
  // (under a load average of 35 a reload did not draw within the step wait and the ladder went on), but never the
  // 30 s navigation timeout the player waited before.
  expect(retriedAt - answeredAt).toBeLessThan(2 * (TIMINGS.probeTimeoutMs + TIMINGS.probeMs) + 1000);
  expect(recovery?.steps[0]).toBe('reload');
  expect(back).toBeLessThan(TIMINGS.navigationTimeoutMs);
  expect(isWaitingPage(screen(4))).toBe(false);
});

/** The screen now and the page's own picture (DevTools) right after it. */
async function screenAndPage(): Promise<{ frame: ScreenFrame; page: ScreenFrame }> {
  // A full-screen screenshot took over 10 s with the load average at 40.
  const tab = await openPlayerTab(status().wsEndpoint!, proxy.url, 30_000);
  try {
    const frame = screen();
    return { frame, page: frameFromPng(await tab.page.screenshot()) };
  } finally {
    await tab.close();
  }
}

test("the kiosk is the whole screen and nothing of the browser's is drawn over the wall (no Translate bubble under an English locale)", async () => {
  await expect.poll(() => lookFromOutside(status().wsEndpoint!, proxy.url), { timeout: 30_000 }).toBe('ready');
  // A bubble comes once the page's language is known, after its load: every picture over a few looks is checked.
  for (let i = 0; i < 6; i += 1) {
    const { frame, page } = await screenAndPage();
    if (i === 0) writePng(frame, join(SHOTS, 'wall.png'));
    // The page is the screen (its window is a pixel larger each way: see chromium-flags.ts).
    expect([page.width - 1920, page.height - 1080].every((d) => d >= 0 && d <= 1)).toBe(true);
    expect(coverage(frame)).toBeGreaterThan(0.999);
    expect(chromeBlocks(frame, page)).toEqual([]);
    await new Promise((r) => setTimeout(r, TIMINGS.probeMs * 2));
  }
});

test('a window that is no longer the screen (as after a resolution change) is made the screen again', async () => {
  // Xvfb cannot change its resolution: the window is made smaller instead, as Chromium opens it on a plain X server.
  const browser = await puppeteer.connect({ browserWSEndpoint: status().wsEndpoint!, defaultViewport: null });
  const [page] = (await browser.pages()).filter((p) => p.url().startsWith(proxy.url));
  const cdp = await page.createCDPSession();
  const { windowId } = (await cdp.send('Browser.getWindowForTarget')) as { windowId: number };
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { left: 0, top: 0, width: 946, height: 1060 } });
  await browser.disconnect();
  await expect.poll(() => coverage(screen(4)), { timeout: 5000, intervals: [200] }).toBeLessThan(0.6);
  const shrunkAt = Date.now();
  await expect
    .poll(
      async () => (await lookFromOutside(status().wsEndpoint!, proxy.url)) === 'ready' && coverage(screen(4)) > 0.999,
      {
        timeout: 45_000,
        intervals: [300],
        message: `the window is the screen again (log: ${player.output().slice(-1500)})`,
      },
    )
    .toBe(true);
  const { frame, page: picture } = await screenAndPage();
  writePng(frame, join(SHOTS, 'refitted.png'));
  expect(chromeBlocks(frame, picture)).toEqual([]);
  console.log(`player screen: window 946×1060 → the screen again ${Date.now() - shrunkAt} ms later`);
  expect(player.output()).toContain('与屏幕 1920×1080 不符');
});

/** Frames of the screen every ~100 ms (one pixel in 4 each way), each with how alike it is to `reference`, until `stop`. */
function watchScreen(reference: ScreenFrame): { stop: () => { at: number; alike: number }[] } {
  const seen: { at: number; alike: number }[] = [];
  let on = true;
  void (async () => {
    while (on) {
      seen.push({ at: Date.now(), alike: likeness(reference, screen(4)) });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return { stop: () => ((on = false), seen) };
}

/** Alike enough to be the wall again (its panels animate and their data may move a little). */
const WALL_ALIKE = 0.8;

for (const fault of [
  {
    reason: 'crash',
    what: 'kill -9 of the renderer',
    act: (s: PlayerStatus) => signal(renderersOf(s.browserPid!), 'SIGKILL'),
  },
  {
    reason: 'browser-exit',
    what: 'kill -9 of the browser',
    act: (s: PlayerStatus) => signal([s.browserPid!], 'SIGKILL'),
  },
]) {
  test(`${fault.what}: the dark time the console gets is the screen's, read off the framebuffer`, async () => {
    await expect.poll(() => lookFromOutside(status().wsEndpoint!, proxy.url), { timeout: 30_000 }).toBe('ready');
    const reference = screen(4);
    const before = status().recoveries.length;
    const watch = watchScreen(reference);
    await new Promise((r) => setTimeout(r, TIMINGS.probeMs * 2));
    const faultAt = Date.now();
    fault.act(status());
    await expect
      .poll(() => status().recoveries.length > before, {
        timeout: 30_000,
        intervals: [200],
        message: `recovered (log: ${player.output().slice(-1500)})`,
      })
      .toBe(true);
    await expect
      .poll(() => likeness(reference, screen(4)), { timeout: 15_000, intervals: [100] })
      .toBeGreaterThan(WALL_ALIKE);
    const frames = watch.stop();
    const recovery = status().recoveries.at(-1)!;
    expect(recovery.reason).toBe(fault.reason);
    const darkFrom = frames.find((f) => f.at >= faultAt && f.alike <= WALL_ALIKE)?.at ?? faultAt;
    const backAt = frames.find((f) => f.at > darkFrom && f.alike > WALL_ALIKE)?.at ?? Date.now();
    const screenDark = backAt - darkFrom;
    console.log(
      `player screen: ${fault.reason} → the screen dark ${screenDark} ms (from the fault ${backAt - faultAt} ms), the player reported ${recovery.darkMs} ms; likeness ${frames
        .filter((f) => f.at >= faultAt)
        .map((f) => f.alike.toFixed(2))
        .join(' ')}`,
    );
    // The report counts from the last good look (at most a look's period before the fault) to the look that found the
    // wall ready (a look's period and its timeout after the picture at worst); the screen, read every 100 ms, from its
    // first changed frame to the first frame of the wall again.
    expect(recovery.darkMs).toBeGreaterThanOrEqual(screenDark - 500);
    expect(recovery.darkMs).toBeLessThanOrEqual(backAt - faultAt + TIMINGS.probeMs + TIMINGS.probeTimeoutMs + 1000);
  });
}
