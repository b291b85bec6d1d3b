import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesDuring, launchChromium, memoryFigures, sharedCopies, waitAllReady } from './bench-browser';
import { startStack } from './stack';

/** Budgets the benchmark holds the system to; figures beyond them fail the run. */
const BUDGETS = { heapGrowthMb: 5, domGrowth: 200, firstViewBytes: 4 * 1024 * 1024, copiesPerLibrary: 1 };

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/**
 * `npm run bench`: first view (against the shell alone as the same-run baseline), bytes shipped,
 * copies of each shared library, then a soak with 200 ms refresh: heap after GC, DOM and charts.
 */
async function main(): Promise<void> {
  const cycles = arg('cycles', 2000);
  const work = mkdtempSync(join(tmpdir(), 'cockpit-bench-'));
  const stack = await startStack({ portBase: arg('port-base', 4200), runtimeDir: join(work, 'runtime'), dbPath: join(work, 'db.sqlite') });
  const browser = await launchChromium();
  const failures: string[] = [];
  try {
    const fresh = async () => {
      const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      const page = await context.newPage();
      return { context, page, cdp: await context.newCDPSession(page) };
    };
    // Baseline: the shell alone (a route with no remotes), cold cache.
    const base = await fresh();
    let started = Date.now();
    await base.page.goto(`${stack.shellUrl}/baseline-shell-only`);
    await base.page.getByText('页面不存在').waitFor();
    const shellOnlyMs = Date.now() - started;
    await base.context.close();

    const first = await fresh();
    let readyMs = 0;
    let panels = 0;
    const shipped = await bytesDuring(first.cdp, async () => {
      started = Date.now();
      await first.page.goto(`${stack.shellUrl}/`);
      readyMs = await waitAllReady(first.page, 1, started);
      panels = await first.page.locator('[data-panel]').count();
    });
    const copies = await sharedCopies(first.page);
    const panelIds = await first.page.locator('[data-panel]').evaluateAll((els) => els.map((el) => el.getAttribute('data-panel') as string));
    await first.context.close();
    console.log(`\n首屏 / first view (1920x1080, cold cache)`);
    console.log(`  shell alone (baseline)        ${shellOnlyMs} ms`);
    console.log(`  all ${panels} panels ready          ${readyMs} ms  (${(readyMs / shellOnlyMs).toFixed(1)}x baseline)`);
    console.log(`  bytes shipped                 ${(shipped.bytes / 1024).toFixed(0)} KiB in ${shipped.requests} requests`);
    console.log(`  copies of shared libraries    ${Object.entries(copies).map(([n, c]) => `${n}×${c}`).join(', ')}`);
    if (shipped.bytes > BUDGETS.firstViewBytes) failures.push(`bytes ${shipped.bytes} > ${BUDGETS.firstViewBytes}`);
    for (const [name, count] of Object.entries(copies)) if (count > BUDGETS.copiesPerLibrary) failures.push(`${name} loaded ${count} times`);

    // Soak: every panel refreshing every 200 ms.
    const configFile = join(stack.runtimeDir, 'config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8'));
    config.refreshOverrides = Object.fromEntries(panelIds.map((id) => [id, 200]));
    writeFileSync(configFile, JSON.stringify(config, null, 2));
    const soak = await fresh();
    await soak.page.goto(`${stack.shellUrl}/`);
    await waitAllReady(soak.page, panels, Date.now());
    await soak.page.waitForTimeout(5000);
    const before = await memoryFigures(soak.page, soak.cdp);
    started = Date.now();
    // Samples at each fifth of the run show the trend: warm-up (JIT, caches) first, then it should be flat.
    const samples: string[] = [];
    let halfway = before;
    for (let fifth = 1; fifth <= 5; fifth += 1) {
      let now = await memoryFigures(soak.page, soak.cdp);
      while (now.refreshes - before.refreshes < (cycles * fifth) / 5 && Date.now() - started < 15 * 60_000) {
        await soak.page.waitForTimeout(2000);
        now = await memoryFigures(soak.page, soak.cdp);
      }
      samples.push(`${now.refreshes - before.refreshes}:${now.heapMb.toFixed(2)}`);
      if (fifth === 3) halfway = now;
    }
    await soak.page.waitForTimeout(1000);
    const after = await memoryFigures(soak.page, soak.cdp);
    const ran = after.refreshes - before.refreshes;
    console.log(`\n浸泡 / soak (${panels} panels, refresh 200 ms, ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    console.log(`  refresh cycles run            ${ran}`);
    console.log(`  JS heap after GC              ${before.heapMb.toFixed(2)} MB → ${after.heapMb.toFixed(2)} MB (${(after.heapMb - before.heapMb >= 0 ? '+' : '')}${(after.heapMb - before.heapMb).toFixed(2)} MB)`);
    console.log(`  heap by cycles (MB)           ${samples.join('  ')}`);
    console.log(`  heap growth, last 40% of run  ${(after.heapMb - halfway.heapMb >= 0 ? '+' : '')}${(after.heapMb - halfway.heapMb).toFixed(2)} MB`);
    console.log(`  DOM elements                  ${before.dom} → ${after.dom}`);
    console.log(`  live charts / on screen       ${before.charts}/${before.chartElements} → ${after.charts}/${after.chartElements} (rotating slots change the count; a leak is an instance with no element)`);
    if (ran < cycles) failures.push(`only ${ran} of ${cycles} cycles ran`);
    if (after.heapMb - before.heapMb > BUDGETS.heapGrowthMb) failures.push(`heap grew ${(after.heapMb - before.heapMb).toFixed(2)} MB`);
    if (after.dom - before.dom > BUDGETS.domGrowth) failures.push(`DOM grew by ${after.dom - before.dom}`);
    if (after.charts !== after.chartElements) failures.push(`${after.charts - after.chartElements} chart instances outlived their element`);
    await soak.context.close();
  } finally {
    await browser.close();
    await stack.close();
  }
  console.log(failures.length ? `\n超出预算 / over budget:\n  ${failures.join('\n  ')}` : '\n全部在预算内 / all within budget');
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
