import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, memoryFigures, waitAllReady } from './bench-browser';
import { startStack } from '../dev/stack';

/**
 * `npm run bench:heap`: which kinds of objects grew over a 200 ms-refresh soak, from two heap
 * snapshots 90 s apart. Explains the soak's heap figure: on this machine the growth is Blink's
 * DevTools network log (NetworkResourcesData, XHRReplayData: kept because Playwright enables the
 * Network domain), not the app's JS objects.
 */
/** The parts of a V8 heap snapshot read here: nodes are flat rows of `node_fields`. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

async function snapshot(
  cdp: import('@playwright/test').CDPSession,
): Promise<Map<string, { count: number; size: number }>> {
  await cdp.send('HeapProfiler.collectGarbage');
  let chunks = '';
  const onChunk = (e: { chunk: string }) => (chunks += e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks) as HeapSnapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const n = fields.length;
  const iType = fields.indexOf('type'),
    iName = fields.indexOf('name'),
    iSize = fields.indexOf('self_size');
  const agg = new Map<string, { count: number; size: number }>();
  for (let i = 0; i < snap.nodes.length; i += n) {
    const key = `${types[snap.nodes[i + iType]]}:${String(snap.strings[snap.nodes[i + iName]]).slice(0, 60)}`;
    const a = agg.get(key) ?? { count: 0, size: 0 };
    a.count += 1;
    a.size += snap.nodes[i + iSize];
    agg.set(key, a);
  }
  return agg;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'heapdiff-'));
  const stack = await startStack({
    portBase: 4270,
    runtimeDir: join(work, 'runtime'),
    dbPath: join(work, 'db.sqlite'),
  });
  const cfgFile = join(stack.runtimeDir, 'config.json');
  const browser = await launchChromium();
  const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  let page = await ctx.newPage();
  await page.goto(`${stack.shellUrl}/`);
  await waitAllReady(page, 15, Date.now());
  const ids = await page
    .locator('[data-panel]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-panel') as string));
  await page.close();
  const cfg = JSON.parse(readFileSync(cfgFile, 'utf8')) as Record<string, unknown>;
  cfg.refreshOverrides = Object.fromEntries(ids.map((id) => [id, 200]));
  writeFileSync(cfgFile, JSON.stringify(cfg));
  page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(`${stack.shellUrl}/`);
  await waitAllReady(page, 15, Date.now());
  await page.waitForTimeout(60_000);
  const a = await snapshot(cdp);
  const m1 = await memoryFigures(page, cdp);
  await page.waitForTimeout(90_000);
  const b = await snapshot(cdp);
  const m2 = await memoryFigures(page, cdp);
  console.log(`refreshes ${m1.refreshes} → ${m2.refreshes}, heap ${m1.heapMb.toFixed(2)} → ${m2.heapMb.toFixed(2)}`);
  const diff = [...b]
    .map(([k, v]) => ({ k, dc: v.count - (a.get(k)?.count ?? 0), ds: v.size - (a.get(k)?.size ?? 0) }))
    .sort((x, y) => y.ds - x.ds)
    .slice(0, 25);
  for (const d of diff) console.log(`${String(d.ds).padStart(9)} B ${String(d.dc).padStart(7)}  ${d.k}`);
  await browser.close();
  await stack.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
