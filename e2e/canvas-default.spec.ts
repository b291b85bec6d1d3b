import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningStack } from '../tools';
import { expectAllPanelsReady } from './panels';
import { privatePortBase, startWallStack } from './wall-stack';

/**
 * The 1920×1080 default, pixel for pixel against the screenshots taken before canvases of other shapes existed
 * (`canvas-default.spec.ts-snapshots/`). Time is frozen: the clock is masked, every timer stops at the same instant
 * (an even minute, so an epoch-aligned rotation shows its first panel like a rotation counted from the start).
 */
const T0 = new Date('2026-11-27T09:30:00+08:00').getTime();
const SETTLED_AT = T0 + 8_000;
const POLL_MS = 1000;
/** Panels that move by time from their own mount (a ticker, a rippling chart), masked like the clock. */
const MOVING = [
  'services/introduce',
  'notices/notices',
  'industry/chances',
  'notices/activity-by-month',
  'devices/reservations',
  'teams/institutions',
  'talent/import-talent',
  'talent/cultivate-talent',
];

let stack: RunningStack;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  stack = await startWallStack(privatePortBase(17000), {
    apiNow: '2026-11-27',
    refreshMs: 600_000,
    manifestPollMs: POLL_MS,
  });
});
test.afterAll(() => stack?.close());

/**
 * Every chart of a panel that is not masked has drawn its data and ended its entrance: the same pixels over three looks
 * 400 ms apart. A panel is ready when its data is; its chart draws in a turn after that, and a clock paused in the
 * middle of that chart's entrance froze its bars at height zero (seen on a loaded CI run).
 */
async function expectChartsStill(page: Page, masked: string[]): Promise<void> {
  const pictures = () =>
    page.evaluate(
      (skip) =>
        [...document.querySelectorAll('[data-panel]')]
          .filter((frame) => !skip.some((selector) => frame.closest(selector)))
          .flatMap((frame) =>
            [...frame.querySelectorAll('[data-chart] canvas')].map(
              (canvas) => `${frame.getAttribute('data-panel')}:${(canvas as HTMLCanvasElement).toDataURL()}`,
            ),
          ),
      masked,
    );
  const looks: string[] = [];
  await expect
    .poll(
      async () => {
        looks.push((await pictures()).join('|'));
        return looks.length >= 3 && looks.slice(-3).every((look) => look === looks.at(-1));
      },
      { timeout: 15_000, intervals: [400], message: '每个图表都应画完并静止' },
    )
    .toBe(true);
}

/**
 * What follows the reference API's calendar (it seeds its data up to today): the running teams' rows, the latest
 * settled first, change with the date. Masked, so the picture is the same on any day; the panel's frame, stat tiles and
 * column heads are still compared.
 */
const CALENDAR = ['[data-panel="teams/running-teams"] [data-row]'];

async function frozenShot(page: Page, path: string, slots: number): Promise<Buffer> {
  await page.clock.install({ time: T0 });
  await page.goto(`${stack.shellUrl}${path}`);
  await expectAllPanelsReady(page, slots);
  // Which panel of a rotation shows first depends on which became ready first: rotations are masked with the clock.
  const layouts = JSON.parse(readFileSync(join(stack.runtimeDir, 'layouts.json'), 'utf8')) as {
    pages: Record<string, { slots: { id: string; panels: string[] }[] }>;
  };
  const rotating = layouts.pages[path === '/' ? 'hub' : 'xndx'].slots
    .filter((slot) => slot.panels.length > 1)
    .map((slot) => slot.id);
  const masked = [
    '[data-clock]',
    ...MOVING.map((panel) => `[data-panel="${panel}"]`),
    ...rotating.map((id) => `[data-slot="${id}"]`),
    ...CALENDAR,
  ];
  await expectChartsStill(page, masked);
  // Stopped 8 s after the start, or just after now on a loaded machine that took longer.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(Math.max(SETTLED_AT, now + 1000));
  const mask = masked.map((selector) => page.locator(selector));
  return page.screenshot({ mask, animations: 'disabled' });
}

test('/ at 1920×1080 is the same picture, pixel for pixel', async ({ page }) => {
  expect(await frozenShot(page, '/', 15)).toMatchSnapshot('hub-1920x1080.png', { maxDiffPixels: 0 });
});

test('/xndx at 1920×1080 is the same picture, pixel for pixel', async ({ page }) => {
  expect(await frozenShot(page, '/xndx', 7)).toMatchSnapshot('xndx-1920x1080.png', { maxDiffPixels: 0 });
});

/** A page an operator designed (2×2), on the default canvas. */
export const DESIGNED_HUB = {
  width: 1920,
  height: 980,
  slots: [
    { id: 'a', x: 20, y: 10, w: 930, h: 470, panels: ['chain/industry-chain'], title: '产业链' },
    { id: 'b', x: 970, y: 10, w: 930, h: 470, panels: ['teams/running-teams'], title: '运营团队' },
    { id: 'c', x: 20, y: 500, w: 930, h: 470, panels: ['devices/categories'], title: '设备分类' },
    { id: 'd', x: 970, y: 500, w: 930, h: 470, panels: ['notices/notices'], title: '通知公告' },
  ],
};

test('a designed page at 1920×1080 is the same picture, pixel for pixel', async ({ page }) => {
  const file = join(stack.runtimeDir, 'layouts.json');
  const defaults = readFileSync(file, 'utf8');
  const layouts = JSON.parse(defaults) as { pages: Record<string, unknown> };
  writeFileSync(file, JSON.stringify({ ...layouts, pages: { ...layouts.pages, hub: DESIGNED_HUB } }));
  try {
    expect(await frozenShot(page, '/', 4)).toMatchSnapshot('designed-1920x1080.png', { maxDiffPixels: 0 });
  } finally {
    writeFileSync(file, defaults);
  }
});

/**
 * The picture holds on any PC because no text is drawn in the PC's fonts: Chromium says, for every text of the page,
 * which face drew it, and each is one the wall shipped (a web font), never one installed on the machine.
 */
test("every text of / is drawn in the wall's own faces, not the PC's", async ({ page }) => {
  // The page stands still while it is read: a rotation would replace nodes under the reader.
  await page.clock.install({ time: T0 });
  await page.goto(stack.shellUrl);
  await expectAllPanelsReady(page, 15);
  await page.clock.pauseAt(Math.max(SETTLED_AT, (await page.evaluate(() => Date.now())) + 1000));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'h1, [data-panel] *' });
  const foreign = new Set<string>();
  let drawn = 0;
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    drawn += fonts.length;
    if (fonts.some((font) => !font.isCustomFont)) {
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      foreign.add(
        `${fonts
          .filter((font) => !font.isCustomFont)
          .map((font) => font.familyName)
          .join('、')}：${outerHTML
          .replace(/<[^>]+>/g, ' ')
          .trim()
          .slice(0, 60)}`,
      );
    }
  }
  expect(drawn, '页面应有文字').toBeGreaterThan(50);
  expect([...foreign], '不应有文字用电脑上安装的字体绘制').toEqual([]);
});
