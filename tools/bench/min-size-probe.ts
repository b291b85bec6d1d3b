/**
 * `npm run probe:min-sizes [-- --port-base 14500] [--only teams/institutions]`: finds each shipped panel's smallest
 * readable slot from renders. It starts the stack, draws each panel with `/preview?panel=&w=&h=` in headless
 * Chromium, first at its largest shipped slot (the reference), then narrows the width at that height and the height
 * at the width found (binary search, 10 px steps). A size passes when nothing is cut, nothing leaves the slot, no
 * more text is shortened than at the reference and the type is no smaller (e2e/text-fit.ts, min-size-measure.ts).
 * Prints per panel the smallest passing size; saves the PNGs at it and one step below under screenshots/min-size/.
 * `--grow`: the other direction instead: each panel at 1×, 1.5× and 2× its declared minimum, its type scale and the
 * share of its body its content covers (min-size-grow.ts), with a screenshot at each size.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { growLine, growRows, type GrowRow } from './min-size-grow';
import { fitProblems, measurePanel, type PanelFit } from '../../e2e/min-size-measure';
import { REPO, shippedPanels, shippedSlots } from '../build/shipped-panels';
import { startStack } from '../dev/stack';

const STEP = 10;
const FLOOR = { w: 160, h: 100 };
const SHOTS = join(REPO, 'screenshots', 'min-size');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

async function render(page: Page, shell: string, panel: string, w: number, h: number): Promise<PanelFit> {
  await page.goto(`${shell}/preview?panel=${encodeURIComponent(panel)}&w=${w}&h=${h}`);
  const settled = () => {
    const state = document.querySelector('[data-panel]')?.getAttribute('data-state');
    return !!state && state !== 'loading';
  };
  await page.waitForFunction(settled, undefined, { timeout: 15_000 }).catch(() => undefined);
  const state = await page.evaluate(
    () => document.querySelector('[data-panel]')?.getAttribute('data-state') ?? '无面板',
  );
  if (state !== 'ready')
    return { state, cut: 0, shortened: 0, outside: 0, overflows: false, sideways: 0, overlapping: 0, smallestFont: 0 };
  await page.waitForTimeout(700); // the entrance animations settle
  return measurePanel(page);
}

/** The smallest multiple of STEP in [lo, hi] for which `passes` holds, assuming it holds from there up (hi passes). */
async function smallest(lo: number, hi: number, passes: (v: number) => Promise<boolean>): Promise<number> {
  let [low, high] = [Math.ceil(lo / STEP), Math.floor(hi / STEP)];
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (await passes(mid * STEP)) high = mid;
    else low = mid + 1;
  }
  return high * STEP;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-min-size-'));
  const stack = await startStack({
    portBase: Number(arg('--port-base') ?? 14500),
    runtimeDir: join(work, 'runtime'),
    dbPath: join(work, 'cockpit.sqlite'),
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  // tsx keeps function names with an `__name` helper the page does not have: the measures run in the page.
  await page.addInitScript('window.__name = (f) => f');
  mkdirSync(SHOTS, { recursive: true });
  const slots = shippedSlots();
  const results: Record<string, unknown>[] = [];
  const grown: GrowRow[] = [];
  try {
    for (const { id, minSize } of shippedPanels().filter(
      (p) => !arg('--only') || arg('--only')!.split(',').includes(p.id),
    )) {
      try {
        if (process.argv.includes('--grow')) {
          if (!minSize) throw new Error('未声明最小尺寸');
          const rows = await growRows(page, (w, h) => render(page, stack.shellUrl, id, w, h), id, minSize, SHOTS);
          grown.push(...rows);
          console.log(growLine(rows));
          continue;
        }
        const shipped = slots.get(id) ?? [];
        const largest = shipped.length
          ? shipped.reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a))
          : { w: 600, h: 400, layout: '' };
        const smallestShipped = shipped.reduce((a, b) => (b.w * b.h < a.w * a.h ? b : a), largest);
        const reference = await render(page, stack.shellUrl, id, largest.w, largest.h);
        if (reference.state !== 'ready')
          throw new Error(`在参照尺寸 ${largest.w}×${largest.h} 下面板未就绪（${reference.state}）`);
        const check = async (w: number, h: number) =>
          fitProblems(await render(page, stack.shellUrl, id, w, h), reference);
        const width = await smallest(FLOOR.w, largest.w, async (w) => !(await check(w, largest.h)).length);
        const height = await smallest(FLOOR.h, largest.h, async (h) => !(await check(width, h)).length);
        const below = { w: await check(width - STEP, height), h: await check(width, height - STEP) };
        await render(page, stack.shellUrl, id, width, height);
        await page.screenshot({
          path: join(SHOTS, `${id.replace('/', '--')}-${width}x${height}.png`),
          clip: { x: 0, y: 0, width: width + 48, height: height + 48 },
        });
        await render(page, stack.shellUrl, id, width - STEP, height - STEP);
        await page.screenshot({
          path: join(SHOTS, `${id.replace('/', '--')}-${width - STEP}x${height - STEP}.png`),
          clip: { x: 0, y: 0, width: width + 48, height: height + 48 },
        });
        const row = {
          panel: id,
          found: `${width}×${height}`,
          declared: minSize ? `${minSize.width}×${minSize.height}` : '无',
          reference: `${largest.w}×${largest.h}`,
          smallestShipped: `${smallestShipped.w}×${smallestShipped.h}`,
          narrower: below.w.join('、'),
          lower: below.h.join('、'),
          smallestFont: reference.smallestFont,
        };
        results.push(row);
        console.log(
          `${id}\t最小 ${row.found}\t（声明 ${row.declared}，参照 ${row.reference}，最小的出厂槽位 ${row.smallestShipped}；窄 ${STEP}px：${row.narrower || '—'}；矮 ${STEP}px：${row.lower || '—'}）`,
        );
      } catch (error) {
        console.log(`${id}\t测量失败：${String(error).split('\n')[0]}`);
      }
    }
  } finally {
    const file = process.argv.includes('--grow') ? 'grow' : 'results';
    writeFileSync(
      join(SHOTS, `${file}-${arg('--port-base') ?? 14500}.json`),
      `${JSON.stringify(process.argv.includes('--grow') ? grown : results, null, 2)}\n`,
    );
    await browser.close();
    await stack.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
