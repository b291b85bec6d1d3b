import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../dev/chromium-launch';

/** Debian's Chromium, headless, as on the wall. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/** Waits until at least `atLeast` frames exist and all are ready; returns ms since `since`. */
export async function waitAllReady(page: Page, atLeast: number, since: number, timeoutMs = 120_000): Promise<number> {
  await page.waitForFunction(
    (min) => {
      const frames = [...document.querySelectorAll('[data-panel]')];
      return frames.length >= min && frames.every((f) => f.getAttribute('data-state') === 'ready');
    },
    atLeast,
    { timeout: timeoutMs, polling: 50 },
  );
  return Date.now() - since;
}

/** JS heap after a full GC, live DOM elements and live charts. */
export async function memoryFigures(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const chartElements = await page.evaluate(() => document.querySelectorAll('[data-chart]').length);
  const diag = await page.evaluate(() => {
    const d = (window as unknown as { __cockpit?: { refreshes: number; liveCharts: () => number } }).__cockpit;
    return { refreshes: d?.refreshes ?? 0, charts: d?.liveCharts() ?? 0 };
  });
  return { heapMb: heap.usedSize / 1024 / 1024, dom, chartElements, ...diag };
}

/** How many copies of each shared library the page loaded (from the MF runtime's share registry). */
export async function sharedCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    type Shared = { loaded?: boolean; lib?: unknown; from?: string };
    const root =
      (
        globalThis as unknown as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const copies: Record<string, Set<string>> = {};
    for (const scopes of Object.values(root))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, shared] of Object.entries(versions))
            if (shared.loaded || shared.lib) (copies[name] ??= new Set()).add(`${version}@${shared.from}`);
    return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, set.size]));
  });
}

/** One response the page received: its URL and the bytes it cost on the wire (encoded, as shipped, headers too). */
export interface Shipped {
  url: string;
  bytes: number;
}

/** Bytes received over the network while `action` runs, in total and per response. */
export async function bytesDuring(
  cdp: CDPSession,
  action: () => Promise<void>,
): Promise<{ bytes: number; requests: number; files: Shipped[]; requested: string[] }> {
  const urls = new Map<string, string>();
  const files: Shipped[] = [];
  const requested = new Set<string>();
  const onRequest = (event: { request: { url: string } }) => void requested.add(event.request.url);
  const onResponse = (event: { requestId: string; response: { url: string } }) =>
    void urls.set(event.requestId, event.response.url);
  const onFinished = (event: { requestId: string; encodedDataLength: number }) =>
    void files.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength });
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await action();
  cdp.off('Network.requestWillBeSent', onRequest);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return {
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    requests: files.length,
    files,
    requested: [...requested],
  };
}

/**
 * The JS a page asked for, as shipped (gzip bodies), fetched again from the servers. What DevTools saw on the page's
 * session undercounts it: a file the wall's service worker fetched for the page (once it claims the page, mid-load at
 * 4×) reaches the page without its bytes.
 */
export async function jsGzipBytes(urls: Iterable<string>): Promise<number> {
  const { get } = await import('node:http');
  const sizes = [...new Set(urls)]
    .filter((url) => /\.m?js(\?|$)/.test(url) && url.startsWith('http:'))
    .map(
      (url) =>
        new Promise<number>((resolve, reject) => {
          get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
            let bytes = 0;
            response.on('data', (chunk: Buffer) => (bytes += chunk.length));
            response.on('end', () => resolve(bytes));
            response.on('error', reject);
          }).on('error', reject);
        }),
    );
  return (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
}

/** A fresh 1920x1080 context (cold cache) with a page and its DevTools session. */
export async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'zh-CN' });
  const page = await context.newPage();
  return { context, page, cdp: await context.newCDPSession(page) };
}

/** The median of a list of numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
