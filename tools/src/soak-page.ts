import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';

/**
 * The driven clock: the page's `Date` runs at the real rate from an offset the soak sets (kept in sessionStorage, so
 * a reload keeps the simulated date). Timers are untouched: the heartbeat, the clock and dayjs read `Date.now()` and
 * `new Date()` as always, so a day turn runs the same code as at midnight on a wall.
 */
export const DRIVEN_CLOCK = `(() => {
  if (window.__soakClock) return;
  const Real = Date;
  const offset = () => Number(sessionStorage.getItem('soak-clock-offset') || 0);
  class SoakDate extends Real {
    constructor(...args) { if (args.length === 0) super(Real.now() + offset()); else super(...args); }
    static now() { return Real.now() + offset(); }
  }
  window.Date = SoakDate;
  window.__soakClock = true;
})();`;

/** What the soak reads from one wall's page each simulated day. */
export interface PageFigures {
  heapMb: number;
  domNodes: number;
  detachedNodes: number;
  listeners: number;
  liveCharts: number;
  chartElements: number;
  refreshes: number;
  timeOrigin: number;
}

/**
 * A DevTools client on the player's tab showing `shellUrl` (a second client beside the player's own). Tried again
 * when it does not answer in 45 s: attaching while the page navigates (its enrolment) has waited forever.
 */
export async function attachWall(wsEndpoint: string, shellUrl: string): Promise<{ browser: Browser; page: Page; cdp: CDPSession }> {
  for (let attempt = 1; ; attempt += 1) {
    let browser: Browser | undefined;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('DevTools 45 秒内没有应答')), 45_000));
    try {
      return await Promise.race([attachOnce(wsEndpoint, shellUrl, (b) => (browser = b)), timeout]);
    } catch (error) {
      await (browser as Browser | undefined)?.disconnect().catch(() => undefined);
      if (attempt >= 4) throw error;
    }
  }
}

async function attachOnce(wsEndpoint: string, shellUrl: string, opened: (browser: Browser) => void): Promise<{ browser: Browser; page: Page; cdp: CDPSession }> {
  const step = <T>(what: string, p: Promise<T>) => { if (process.env.SOAK_DEBUG) console.log(`  … ${what}`); return p; };
  const browser = await step('connect', puppeteer.connect({ browserWSEndpoint: wsEndpoint, defaultViewport: null, protocolTimeout: 120_000 }));
  opened(browser);
  // Not browser.pages(): it waits for every target to initialise, and a first client on the player's browser has waited forever.
  const target = await step('target', browser.waitForTarget((t) => t.type() === 'page' && t.url().startsWith(shellUrl), { timeout: 60_000 }));
  const page = await step('page', target.page());
  if (!page) throw new Error(`播放器的标签页不在 ${shellUrl}`);
  await step('init script', page.evaluateOnNewDocument(DRIVEN_CLOCK));
  await step('clock', page.evaluate(DRIVEN_CLOCK));
  return { browser, page, cdp: await step('cdp', page.createCDPSession()) };
}

/** Moves the page's clock so that it reads `wallTimeMs` now. */
export async function setPageTime(page: Page, wallTimeMs: number): Promise<void> {
  await page.evaluate((target) => {
    const real = Date.now() - Number(sessionStorage.getItem('soak-clock-offset') || 0);
    sessionStorage.setItem('soak-clock-offset', String(target - real));
  }, wallTimeMs);
}

/**
 * JS heap after two full GCs, Chromium's own DOM counters (every live node, attached or not, and JS event listeners),
 * the detached nodes still held after GC (DOM.getDetachedDomNodes), and the live chart instances the SDK counts.
 */
export async function pageFigures(page: Page, cdp: CDPSession): Promise<PageFigures> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.send('DOM.enable');
  const detached = await cdp.send('DOM.getDetachedDomNodes').catch(() => ({ detachedNodes: [] }));
  await cdp.send('DOM.disable');
  const inPage = await page.evaluate(() => {
    const d = (window as unknown as { __cockpit?: { refreshes: number; liveCharts: () => number } }).__cockpit;
    return { refreshes: d?.refreshes ?? 0, liveCharts: d?.liveCharts() ?? 0, chartElements: document.querySelectorAll('[data-chart]').length, timeOrigin: performance.timeOrigin };
  });
  const detachedNodes = detached.detachedNodes.reduce((sum, n) => sum + Math.max(1, n.retainedNodeIds?.length ?? 0), 0);
  return { heapMb: heap.usedSize / 1024 / 1024, domNodes: counters.nodes, listeners: counters.jsEventListeners, detachedNodes, ...inPage };
}
