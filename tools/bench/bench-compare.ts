import type { Browser } from '@playwright/test';
import { freshPage, sharedCopies, waitAllReady } from './bench-browser';
import { BUDGETS, mark, type BenchFigures } from './bench-budgets';
import { breakdownLines, jsBreakdown, type Origin } from './bench-bytes';
import { compareFirstViews, type Load } from './bench-first-view';
import { describeSpread, pairedRatio, spreadOf } from './bench-stats';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * First view of `/` federated against the monolith: `loads` cold loads of each, taken in turn;
 * prints the medians with their spread, the ratio, the JS shipped per bundle and library, and the
 * copies of shared libraries. Returns the figures the budgets judge.
 */
export async function firstViewSection(
  browser: Browser,
  urls: { federated: string; monolith: string },
  frames: number,
  loads: number,
  locate: (url: string) => Origin | undefined,
): Promise<NonNullable<BenchFigures['firstView']>> {
  const runs = await compareFirstViews(browser, urls, frames, loads);
  const figures = (list: Load[]) => ({
    ready: spreadOf(list.map((l) => l.readyMs)),
    js: jsBreakdown(list[0].files, locate),
    heapMb: list.at(-1)?.heapMb ?? NaN,
    samples: list.map((l) => l.readyMs.toFixed(0)).join(' '),
  });
  const fed = figures(runs.federated);
  const mono = figures(runs.monolith);
  const { ratio: timeRatio, pairs } = pairedRatio(
    runs.federated.map((l) => l.readyMs),
    runs.monolith.map((l) => l.readyMs),
  );
  const bytesRatio = fed.js.bytes / mono.js.bytes;
  console.log(
    `\n首屏 / first view of / (1920x1080, cold cache, ${loads} loads each taken in turn after one warm-up each; navigation → all ${frames} panels ready)`,
  );
  for (const [name, f] of [
    ['federated', fed],
    ['monolith', mono],
  ] as const) {
    console.log(`  ${name.padEnd(10)} median ${describeSpread(f.ready, ' ms')}`);
    console.log(
      `  ${''.padEnd(10)} JS gzip ${kb(f.js.bytes)} in ${f.js.files} files, heap after settling ${f.heapMb.toFixed(1)} MB   (loads in order: ${f.samples} ms)`,
    );
  }
  console.log(
    `  federated / monolith, time   ${timeRatio.toFixed(2)}× (median over median)   ${mark(timeRatio <= BUDGETS.timeRatio, `${BUDGETS.timeRatio}×`)}`,
  );
  console.log(`    load by load (in turn)     ${describeSpread(pairs, '×', 2)}`);
  console.log(
    `  federated / monolith, bytes  ${bytesRatio.toFixed(2)}×   ${mark(bytesRatio <= BUDGETS.bytesRatio, `${BUDGETS.bytesRatio}×`)}`,
  );
  console.log('  federated JS by bundle:', ...breakdownLines(fed.js.byBundle).map((l) => `\n${l}`));
  console.log(
    "  JS by library, federated | monolith (≈: a file split by its modules' source sizes):",
    ...breakdownLines(fed.js.byLibrary, mono.js.byLibrary).map((l) => `\n${l}`),
  );

  const probe = await freshPage(browser);
  await probe.page.goto(urls.federated);
  await waitAllReady(probe.page, frames, Date.now());
  const copies = await sharedCopies(probe.page);
  await probe.context.close();
  console.log(
    `  copies of shared libraries  ${Object.entries(copies)
      .map(([n, c]) => `${n}×${c}`)
      .join(', ')}`,
  );
  console.log(`  libraries in two bundles    ${fed.js.twice.join('; ') || '无 / none'}`);
  return { timeRatio, bytesRatio, twice: fed.js.twice, copies };
}
