import type { Browser, Page } from '@playwright/test';
import { bytesDuring, freshPage, memoryFigures, type Shipped } from './bench-browser';
import { readyClock } from './bench-frame-recorder';

/** One cold load of a page until all its panels are ready. */
export interface Load {
  /** Navigation start → every panel `ready`, ms (measured in the page). */
  readyMs: number;
  files: Shipped[];
  /** JS heap after settling and a full GC, MB (only measured when asked). */
  heapMb?: number;
}

/**
 * Resolves `window.__benchReady`, in the page, with the time (ms since navigation) at which `min`
 * frames exist and all are ready. A string: the script runs before any of the page's own.
 */
async function armReadyClock(page: Page, min: number): Promise<void> {
  await page.addInitScript(`window.__benchReady = ${readyClock(min)};`);
}

/** Loads `url` in a fresh context (cold cache); `settleMs` > 0 also measures the heap after that long. */
export async function loadOnce(browser: Browser, url: string, panels: number, settleMs = 0): Promise<Load> {
  const { context, page, cdp } = await freshPage(browser);
  try {
    await armReadyClock(page, panels);
    let readyMs = 0;
    const { files } = await bytesDuring(cdp, async () => {
      await page.goto(url);
      readyMs = await page.evaluate(() => (window as unknown as { __benchReady: Promise<number> }).__benchReady);
    });
    if (settleMs <= 0) return { readyMs, files };
    await page.waitForTimeout(settleMs);
    return { readyMs, files, heapMb: (await memoryFigures(page, cdp)).heapMb };
  } finally {
    await context.close();
  }
}

/**
 * First views of several builds of the same page, loaded in turn (A, B, A, B …) so a change in
 * the machine's load hits both alike, after one uncounted warm-up load of each (the browser and
 * the servers start cold); the last load of each also measures the settled heap.
 */
export async function compareFirstViews(
  browser: Browser,
  variants: Record<string, string>,
  panels: number,
  loads: number,
): Promise<Record<string, Load[]>> {
  const results: Record<string, Load[]> = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (const url of Object.values(variants)) await loadOnce(browser, url, panels);
  for (let i = 0; i < loads; i += 1) {
    for (const [name, url] of Object.entries(variants))
      results[name].push(await loadOnce(browser, url, panels, i === loads - 1 ? 5000 : 0));
  }
  return results;
}

/** Header paint with every remote held back `delayMs`: first contentful paint and the title's own paint (Element Timing). */
export async function headerPaint(
  browser: Browser,
  url: string,
  remoteOrigins: string[],
  delayMs: number,
): Promise<{ fcpMs: number; headerMs: number }> {
  const { context, page } = await freshPage(browser);
  try {
    await context.route(
      (target) => remoteOrigins.some((origin) => target.href.startsWith(origin)),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        await route.continue().catch(() => undefined);
      },
    );
    await page.goto(url);
    await page.locator('[data-title]').waitFor();
    await page.locator('[data-clock]').waitFor();
    return await page.evaluate(
      () =>
        new Promise<{ fcpMs: number; headerMs: number }>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const header = list
              .getEntries()
              .find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'cockpit-header');
            if (!header) return;
            observer.disconnect();
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            resolve({ fcpMs: fcp?.startTime ?? NaN, headerMs: header.startTime });
          }).observe({ type: 'element', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}
