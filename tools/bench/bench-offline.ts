import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSpread, spreadOf, type Spread } from './bench-stats';
import type { RunningStack } from '../dev/stack';
import { CHROMIUM_LAUNCH } from '../dev/chromium-launch';

/** A wall's browser: Debian's Chromium on a profile of its own (its service worker and caches live there). */
function launchWall(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH,
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
  });
}

/** Until `frames` frames draw data (ready, or stale from the cache): no spinner, no error box. */
async function everyPanelShowing(page: Page, frames: number): Promise<void> {
  await page.waitForFunction(
    (min) => {
      const shown = [...document.querySelectorAll('[data-slot] [data-panel]')];
      return (
        shown.length >= min &&
        shown.every(
          (frame) =>
            ['ready', 'stale'].includes(frame.getAttribute('data-state') ?? '') &&
            !frame.querySelector('[role="alert"], [role="progressbar"]'),
        )
      );
    },
    frames,
    { timeout: 120_000, polling: 50 },
  );
}

/** Ms from launching the browser to every panel of `url` showing. */
async function browserStartToPanels(profile: string, url: string, frames: number): Promise<number> {
  const started = Date.now();
  const context = await launchWall(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'commit' });
    await everyPanelShowing(page, frames);
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/** A profile whose worker kept the page once (it waits until the worker lists nothing it misses). */
async function warmProfile(url: string, frames: number): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'cockpit-bench-wall-'));
  const context = await launchWall(profile);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await everyPanelShowing(page, frames);
  await page.waitForFunction(
    async () => !!navigator.serviceWorker.controller && (await caches.keys()).includes('cockpit-data'),
    undefined,
    { timeout: 60_000, polling: 500 },
  );
  // The page lists what it loaded before the worker to keep at its next update tick (config.json's manifestPollMs).
  await page.waitForTimeout(20_000);
  await context.close();
  return profile;
}

/** Browser start to every panel showing: a cold start with the network, and a start from the cache with every server down. */
export async function offlineStartSection(
  stack: RunningStack,
  frames: number,
  loads: number,
): Promise<{ cold: Spread; cached: Spread }> {
  const url = `${stack.shellUrl}/`;
  const servers = ['shell', 'api', ...Object.keys(stack.remoteUrls)];
  const cold: number[] = [];
  const cached: number[] = [];
  const warm = await warmProfile(url, frames);
  try {
    for (let i = 0; i < loads; i += 1) {
      const profile = mkdtempSync(join(tmpdir(), 'cockpit-bench-cold-'));
      cold.push(await browserStartToPanels(profile, url, frames));
      rmSync(profile, { recursive: true, force: true });
      for (const name of servers) await stack.stopServer(name);
      try {
        cached.push(await browserStartToPanels(warm, url, frames));
      } finally {
        for (const name of servers) await stack.startServer(name);
      }
    }
  } finally {
    rmSync(warm, { recursive: true, force: true });
  }
  const result = { cold: spreadOf(cold), cached: spreadOf(cached) };
  console.log(`\n离线启动 / browser start to every panel showing (${frames} slots, loads taken in turn)`);
  console.log(`  cold start, network up            ${describeSpread(result.cold, ' ms')}`);
  console.log(`  from the cache, every server down ${describeSpread(result.cached, ' ms')}`);
  return result;
}
