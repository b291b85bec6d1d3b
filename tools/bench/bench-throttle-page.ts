import type { Browser, CDPSession, Page } from '@playwright/test';
import { bytesDuring, freshPage, jsGzipBytes } from './bench-browser';
import { frameRecorder } from './bench-frame-recorder';
import {
  framesByMotion,
  perMinute,
  totalBlockingTime,
  type FrameSample,
  type MotionFrames,
  type Span,
} from './bench-frames';

type Bench = {
  ready: Promise<number>;
  longTasks: Span[];
  loafs: Span[];
  frames: FrameSample[];
  since: number;
  record(on: boolean): void;
};
const bench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

/** A fresh 1920x1080 page whose main thread runs `rate` times slower (DevTools' CPU throttling), recorder armed. */
async function throttledPage(browser: Browser, rate: number, frames: number) {
  const fresh = await freshPage(browser);
  await fresh.cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await fresh.page.addInitScript(frameRecorder(frames));
  return fresh;
}

/** One cold load: navigation → every panel ready, total blocking time until then, JS bytes on the wire. */
export interface ThrottledLoad {
  readyMs: number;
  tbtMs: number;
  /** JS on the wire, headers included. */
  jsBytes: number;
  /** Every JS file the page asked for, gzip bodies fetched again (what "KB gzip" means; no cache or worker hides one). */
  jsGzipBytes: number;
}

async function load(page: Page, cdp: CDPSession, url: string): Promise<ThrottledLoad> {
  let readyMs = 0;
  const { files, requested } = await bytesDuring(cdp, async () => {
    await page.goto(url, { timeout: 180_000 });
    readyMs = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.ready);
  });
  const tasks = await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.longTasks);
  const js = files.filter((f) => /\.m?js(\?|$)/.test(f.url));
  return {
    readyMs,
    tbtMs: totalBlockingTime(tasks, readyMs),
    jsBytes: js.reduce((sum, f) => sum + f.bytes, 0),
    jsGzipBytes: await jsGzipBytes(requested),
  };
}

/** A cold load of `url` at `rate`. */
export async function throttledLoad(
  browser: Browser,
  url: string,
  frames: number,
  rate: number,
): Promise<ThrottledLoad> {
  const { context, page, cdp } = await throttledPage(browser, rate, frames);
  try {
    return await load(page, cdp, url);
  } finally {
    await context.close();
  }
}

/** The page after its first view: busy share at rest, then the frames of every motion while recorded. */
export interface Running {
  restBusyPct: number;
  motions: MotionFrames[];
  loafPerMin: number;
  recordedS: number;
}

/**
 * Loads `url` at `rate`, lets it settle `settleMs`, measures the main thread's busy share (TaskDuration) for `restS`
 * with nothing of the benchmark's own running in the page, then records every animation frame for `motionS`.
 */
export async function throttledRunning(
  browser: Browser,
  url: string,
  frames: number,
  rate: number,
  settleMs: number,
  restS: number,
  motionS: number,
): Promise<Running> {
  const { context, page, cdp } = await throttledPage(browser, rate, frames);
  try {
    await load(page, cdp, url);
    await page.waitForTimeout(settleMs);
    await cdp.send('Performance.enable');
    const metric = async (name: string) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    const [t0, busy0] = [await metric('Timestamp'), await metric('TaskDuration')];
    await page.waitForTimeout(restS * 1000);
    const restBusyPct = (((await metric('TaskDuration')) - busy0) / ((await metric('Timestamp')) - t0)) * 100;
    await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.record(true));
    await page.waitForTimeout(motionS * 1000);
    await page.evaluate(() => (window as unknown as { __bench: Bench }).__bench.record(false));
    const recorded = await bench(page);
    const loafs = recorded.loafs.filter((l) => l.start >= recorded.since && l.duration > 50).length;
    return {
      restBusyPct,
      motions: framesByMotion(recorded.frames),
      loafPerMin: perMinute(loafs, motionS),
      recordedS: motionS,
    };
  } finally {
    await context.close();
  }
}
