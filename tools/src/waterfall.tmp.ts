import { launchChromium, freshPage, waitAllReady } from './bench-browser';
import { framesOf } from './bench-cpu';

async function main() {
  const url = process.argv[2];
  const browser = await launchChromium();
  for (let i = 0; i < Number(process.argv[3] ?? 1); i += 1) {
    const { context, page, cdp } = await freshPage(browser);
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
    const requests: string[] = [];
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (e) => requests.push(e.request.url));
    const fromCache: string[] = [];
    cdp.on('Network.requestServedFromCache', (e) => fromCache.push(e.requestId));
    await page.goto(url);
    const t0 = Date.now();
    await waitAllReady(page, framesOf('/'), t0);
    const entries = await page.evaluate(() => {
      const ready = performance.now();
      return { ready, list: performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return { name: r.name.replace(/^https?:\/\/[^/]+/, (o) => o.slice(-5)), start: r.startTime, end: r.responseEnd, size: r.transferSize, init: r.initiatorType }; }) };
    });
    console.log(`--- ready at ${entries.ready.toFixed(0)}`);
    for (const e of entries.list) if (!e.name.includes('/api/')) console.log(`${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${String(e.size).padStart(7)} ${e.init.padEnd(8)} ${e.name}`);
    const api = entries.list.filter((e) => e.name.includes('/api/'));
    console.log(`api: ${api.length} requests, first start ${Math.min(...api.map((a) => a.start)).toFixed(0)}, last end ${Math.max(...api.map((a) => a.end)).toFixed(0)}`);
    const counts = new Map<string, number>();
    for (const r of requests) if (!r.includes(':15300/') && !r.includes(':15100/')) counts.set(r, (counts.get(r) ?? 0) + 1);
    console.log('requests twice:', [...counts].filter(([, n]) => n > 1));
    console.log('links left:', await page.evaluate(() => document.querySelectorAll('link[rel=preload]').length));
    await context.close();
  }
  await browser.close();
}
void main();
