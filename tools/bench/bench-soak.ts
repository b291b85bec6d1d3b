import type { Browser } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshPage, memoryFigures, waitAllReady } from './bench-browser';

/** Budgets of the soak. */
export const SOAK_BUDGETS = { heapGrowthMb: 5, domGrowth: 200 };

/**
 * Soak: every panel of `/` refreshing every 200 ms for `cycles` refreshes: JS heap after GC, DOM
 * elements and live charts at start and end. Returns the lines to print and the failures. The start
 * is taken after `warmUpMs` (one round of every rotation): a rotation keeps each panel it has shown
 * mounted, so the DOM grows until every panel has had its turn, and is flat from then on.
 */
export async function soak(
  browser: Browser,
  shellUrl: string,
  runtimeDir: string,
  panelIds: string[],
  frames: number,
  cycles: number,
  warmUpMs = 5000,
) {
  const configFile = join(runtimeDir, 'config.json');
  const original = readFileSync(configFile, 'utf8');
  const config = JSON.parse(original) as Record<string, unknown>;
  config.refreshOverrides = Object.fromEntries(panelIds.map((id) => [id, 200]));
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const { context, page, cdp } = await freshPage(browser);
  try {
    await page.goto(`${shellUrl}/`);
    await waitAllReady(page, frames, Date.now());
    await page.waitForTimeout(warmUpMs);
    const before = await memoryFigures(page, cdp);
    const started = Date.now();
    // Samples at each fifth of the run show the trend: warm-up (JIT, caches) first, then it should be flat.
    const samples: string[] = [];
    let halfway = before;
    for (let fifth = 1; fifth <= 5; fifth += 1) {
      let now = await memoryFigures(page, cdp);
      while (now.refreshes - before.refreshes < (cycles * fifth) / 5 && Date.now() - started < 15 * 60_000) {
        await page.waitForTimeout(2000);
        now = await memoryFigures(page, cdp);
      }
      samples.push(`${now.refreshes - before.refreshes}:${now.heapMb.toFixed(2)}`);
      if (fifth === 3) halfway = now;
    }
    await page.waitForTimeout(1000);
    const after = await memoryFigures(page, cdp);
    const ran = after.refreshes - before.refreshes;
    const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(2)}`;
    const lines = [
      `\n浸泡 / soak (${frames} panels, refresh 200 ms, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      `  refresh cycles run            ${ran}`,
      `  JS heap after GC              ${before.heapMb.toFixed(2)} MB → ${after.heapMb.toFixed(2)} MB (${signed(after.heapMb - before.heapMb)} MB)`,
      `  heap by cycles (MB)           ${samples.join('  ')}`,
      `  heap growth, last 40% of run  ${signed(after.heapMb - halfway.heapMb)} MB`,
      `  DOM elements                  ${before.dom} → ${after.dom}`,
      `  live charts / on screen       ${before.charts}/${before.chartElements} → ${after.charts}/${after.chartElements} (rotating slots change the count; a leak is an instance with no element)`,
    ];
    const failures: string[] = [];
    if (ran < cycles) failures.push(`only ${ran} of ${cycles} cycles ran`);
    if (after.heapMb - before.heapMb > SOAK_BUDGETS.heapGrowthMb)
      failures.push(`heap grew ${(after.heapMb - before.heapMb).toFixed(2)} MB`);
    if (after.dom - before.dom > SOAK_BUDGETS.domGrowth) failures.push(`DOM grew by ${after.dom - before.dom}`);
    if (after.charts !== after.chartElements)
      failures.push(`${after.charts - after.chartElements} chart instances outlived their element`);
    return { lines, failures };
  } finally {
    await context.close();
    writeFileSync(configFile, original);
  }
}
