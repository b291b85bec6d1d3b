import { PNG } from 'pngjs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { lookInPage, type PageLook } from '../player/src/page-probe';

/** The test's own DevTools client on the player's tab (a second client, as a technician's would be), until `close`. */
export interface PlayerTab {
  page: Page;
  /** What the tab shows now: the shell's own look, and which document (its time origin) it is. */
  look(): Promise<{ page: PageLook['page']; document: number } | undefined>;
  close(): Promise<void>;
}

export async function openPlayerTab(
  wsEndpoint: string,
  shellUrl: string,
  protocolTimeout = 10_000,
): Promise<PlayerTab> {
  const browser: Browser = await puppeteer.connect({
    browserWSEndpoint: wsEndpoint,
    defaultViewport: null,
    protocolTimeout,
  });
  const page = (await browser.pages()).find((p) => p.url().startsWith(shellUrl));
  if (!page) {
    await browser.disconnect();
    throw new Error(`播放器的标签页不在 ${shellUrl}`);
  }
  return {
    page,
    look: () =>
      Promise.all([page.evaluate(() => performance.timeOrigin), page.evaluate(lookInPage)]).then(
        ([document, look]) => ({ page: look.page, document }),
        () => undefined,
      ),
    close: () => browser.disconnect().catch(() => undefined),
  };
}

/**
 * Unregisters the wall's service worker and empties its caches: with them, a page load that the server does not
 * answer is answered from the cache (the shell's offline start). The player's own guarantees are for a wall
 * without them (a first start, a cleared profile, an address outside the worker's scope).
 */
export async function removeServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
}

/** The share of pixels two screenshots of the same size have alike (each channel within 24 of 255): 1 is the same picture. */
export function pictureLikeness(a: Uint8Array, b: Uint8Array): number {
  const [pa, pb] = [PNG.sync.read(Buffer.from(a)), PNG.sync.read(Buffer.from(b))];
  if (pa.width !== pb.width || pa.height !== pb.height) return 0;
  let alike = 0;
  for (let i = 0; i < pa.data.length; i += 4) {
    if (
      Math.abs(pa.data[i] - pb.data[i]) <= 24 &&
      Math.abs(pa.data[i + 1] - pb.data[i + 1]) <= 24 &&
      Math.abs(pa.data[i + 2] - pb.data[i + 2]) <= 24
    )
      alike += 1;
  }
  return alike / (pa.width * pa.height);
}

/** Times (ms since epoch) of the player's log lines that took a step for `reasonName`, after `since`. */
export function stepsLogged(log: string, reasonName: string, since: number): number[] {
  const line = new RegExp(`^\\[([^\\]]+)\\] ${reasonName}：`, 'gm');
  return [...log.matchAll(line)].map((m) => Date.parse(m[1])).filter((at) => at >= since);
}
