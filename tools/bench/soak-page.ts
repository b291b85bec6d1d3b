import puppeteer, { TargetType, type Browser, type CDPSession } from 'puppeteer-core';

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

/** A wall's tab over a bare DevTools session (no Puppeteer page: attaching one has waited minutes on a loaded machine). */
export interface WallTab {
  browser: Browser;
  cdp: CDPSession;
}

/** Evaluates `expression` in the tab and returns its value (awaited when a promise). */
export async function inTab<T>(tab: WallTab, expression: string): Promise<T> {
  const reply = await tab.cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
  if (reply.exceptionDetails)
    throw new Error(`页面内求值失败：${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`);
  return reply.result.value as T;
}

/** A DevTools client on the player's tab showing `shellUrl` (a second client beside the player's own), driven clock armed. */
export async function attachWall(wsEndpoint: string, shellUrl: string): Promise<WallTab> {
  const browser = await puppeteer.connect({
    browserWSEndpoint: wsEndpoint,
    defaultViewport: null,
    protocolTimeout: 120_000,
  });
  const target = await browser.waitForTarget((t) => t.type() === TargetType.PAGE && t.url().startsWith(shellUrl), {
    timeout: 60_000,
  });
  const tab = { browser, cdp: await target.createCDPSession() };
  await tab.cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: DRIVEN_CLOCK });
  await inTab(tab, DRIVEN_CLOCK);
  return tab;
}

/** Moves the tab's clock so that it reads `wallTimeMs` now. */
export async function setPageTime(tab: WallTab, wallTimeMs: number): Promise<void> {
  await inTab(
    tab,
    `(() => {
    const real = Date.now() - Number(sessionStorage.getItem('soak-clock-offset') || 0);
    sessionStorage.setItem('soak-clock-offset', String(${wallTimeMs} - real));
  })()`,
  );
}

/**
 * JS heap after two full GCs, Chromium's own DOM counters (every live node, attached or not, and JS event listeners),
 * the detached nodes still held after GC (DOM.getDetachedDomNodes), and the live chart instances the SDK counts.
 */
/** How long a day's sample waits for a page mid-change (a layout push re-mounting slots) to have every panel drawn. */
const SETTLE_MS = 15_000;

export async function pageFigures(tab: WallTab): Promise<PageFigures> {
  const { cdp } = tab;
  // A sample taken while a pushed layout's slots re-mount counts a page half drawn (100 nodes short on /xndx): it is
  // a moment, not the day's size. Polled in the page (the driven clock moves Date, not the event loop's timers).
  await inTab(
    tab,
    `new Promise((resolve) => {
    const end = performance.now() + ${SETTLE_MS};
    const look = () => (!document.querySelector('[data-panel][data-state="loading"]') || performance.now() > end ? resolve(true) : setTimeout(look, 250));
    look();
  })`,
  );
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  await cdp.send('DOM.enable');
  const detached = await cdp.send('DOM.getDetachedDomNodes').catch(() => ({ detachedNodes: [] }));
  await cdp.send('DOM.disable');
  const inPage = await inTab<Pick<PageFigures, 'refreshes' | 'liveCharts' | 'chartElements' | 'timeOrigin'>>(
    tab,
    `(() => {
    const d = window.__cockpit;
    return { refreshes: d ? d.refreshes : 0, liveCharts: d ? d.liveCharts() : 0, chartElements: document.querySelectorAll('[data-chart]').length, timeOrigin: performance.timeOrigin };
  })()`,
  );
  const detachedNodes = detached.detachedNodes.reduce((sum, n) => sum + Math.max(1, n.retainedNodeIds?.length ?? 0), 0);
  return {
    heapMb: heap.usedSize / 1024 / 1024,
    domNodes: counters.nodes,
    listeners: counters.jsEventListeners,
    detachedNodes,
    ...inPage,
  };
}
