import { expect, test, type Browser, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { RunningStack } from '../tools';
import { consoleApi, openEnrolledWall, OPERATOR } from './fleet-enrol';
import { openConsole, startFleetStack } from './fleet-stack';
import { expectAllPanelsReady, saveScreenshot } from './panels';
import { textOnSeams as textOnSeamsOf } from './text-on-seams';

// A 2×2 spliced wall of 1080p panels with bezels (3870×2195, seams 30 and 35 px): no text on a seam, read from the DOM
// and from the screenshot; a screen of another size or shape said in the console; the designer drawing the seams.
const SPLICE = {
  cols: 2,
  rows: 2,
  panelPx: { width: 1920, height: 1080 },
  panelMm: { width: 1209.6, height: 680.4 },
  bezelMm: { x: 18.9, y: 22.05 },
};
const CANVAS = { width: 3870, height: 2195 };
/** The seams in canvas px: a column's (x) and a row's (y). */
const SEAMS = [
  { axis: 'x', from: 1920, to: 1950 },
  { axis: 'y', from: 1080, to: 1115 },
] as const;
/** Three slots, each across a seam (the page starts under the 100 px header: the row seam is at 980–1015 on it). */
const PAGE = {
  width: 3870,
  height: 2095,
  slots: [
    { id: 'across-x-top', x: 0, y: 0, w: 2400, h: 980, panels: ['teams/running-teams'], title: '跨竖缝（上）' },
    { id: 'across-y', x: 2420, y: 0, w: 1450, h: 2095, panels: ['notices/notices'], title: '跨横缝' },
    { id: 'across-x-bottom', x: 0, y: 1015, w: 2400, h: 1080, panels: ['devices/categories'], title: '跨竖缝（下）' },
  ],
};

let stack: RunningStack;
let wall: Page;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  stack = await startFleetStack(19000, { manifestPollMs: 1500 });
  const api = await consoleApi(stack, OPERATOR);
  const canvas = await api.put('/api/groups/hub/canvas', {
    data: { canvas: { ...CANVAS, splice: SPLICE }, tileWalls: {} },
  });
  expect(canvas.status(), await canvas.text()).toBe(200);
  const layout = await api.put('/api/groups/hub/layouts/hub', { data: PAGE });
  expect(layout.status(), await layout.text()).toBe(200);
  await api.dispose();
  wall = await openEnrolledWall(browser, stack, { name: 'splice-wall', group: 'hub' });
  await wall.setViewportSize(CANVAS);
  await expect(wall.locator('[data-canvas]')).toHaveAttribute('data-canvas-size', '3870x2195', { timeout: 60_000 });
});
test.afterAll(async () => {
  await wall?.context().close();
  await stack?.close();
});

const textOnSeams = (page: Page) => textOnSeamsOf(page, SEAMS);

/** How many pixels of the seams' bands differ between two screenshots of the wall (by more than a rounding). */
function seamPixelsChanged(shown: Buffer, background: Buffer): { changed: number; total: number } {
  const [a, b] = [PNG.sync.read(shown), PNG.sync.read(background)];
  let changed = 0;
  let total = 0;
  const differs = (x: number, y: number) => {
    const i = (y * a.width + x) * 4;
    return (
      Math.max(
        Math.abs(a.data[i] - b.data[i]),
        Math.abs(a.data[i + 1] - b.data[i + 1]),
        Math.abs(a.data[i + 2] - b.data[i + 2]),
      ) > 16
    );
  };
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      const inBand = SEAMS.some((s) => (s.axis === 'x' ? x >= s.from && x < s.to : y >= s.from && y < s.to));
      if (!inBand) continue;
      total += 1;
      if (differs(x, y)) changed += 1;
    }
  }
  return { changed, total };
}

test('a 2×2 wall with bezels: no text box crosses a seam (DOM), and the seams show only the background (screenshot)', async () => {
  test.setTimeout(180_000);
  await expectAllPanelsReady(wall, PAGE.slots.length);
  // The scale follows a resize after the seed's 400 ms debounce: the viewport was set to the canvas just before.
  await expect(wall.locator('[data-canvas]')).toHaveAttribute('data-scale', '1.0000');
  // Each slot across a seam draws its frame in its largest part between seams.
  expect(
    await wall.locator('[data-panel]').evaluateAll((frames) => frames.map((f) => f.getAttribute('data-seam-box'))),
  ).toEqual(['0,0,1920,980', '0,1015,1450,1080', '0,0,1920,1080']);
  const { count, hits } = await textOnSeams(wall);
  expect(count).toBeGreaterThan(20);
  expect.soft(hits).toEqual([]);
  const shown = await wall.screenshot();
  await saveScreenshot(wall, 'canvas-seams-2x2-wall');
  await wall.locator('[data-index-page]').evaluate((page) => {
    (page as HTMLElement).style.visibility = 'hidden';
  });
  const background = await wall.screenshot();
  await wall.locator('[data-index-page]').evaluate((page) => {
    (page as HTMLElement).style.visibility = '';
  });
  const { changed, total } = seamPixelsChanged(shown, background);
  expect(total).toBe(30 * 2195 + 35 * 3870 - 30 * 35);
  expect(changed, `${changed} of ${total} seam pixels differ from the background`).toBe(0);
});

/** The wall page's canvas facts in the console, once the wall's beat reports its screen. */
async function consoleSays(browser: Browser, size: { width: number; height: number }) {
  await wall.setViewportSize(size);
  const consolePage = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await consolePage.goto(`${stack.fleetUrl}/walls/splice-wall`);
  return consolePage;
}

test("a wall whose screen is not its group's canvas says so in the console, naming both sizes", async ({ browser }) => {
  test.setTimeout(120_000);
  const consolePage = await consoleSays(browser, { width: 1920, height: 1080 });
  const facts = consolePage.locator('[data-wall-shape]');
  await expect(facts).toContainText('画布：3870×2195');
  await expect(facts.getByRole('alert')).toHaveText('屏幕 1920×1080 与分组画布 3870×2195 的比例不符：画面带黑边', {
    timeout: 30_000,
  });
  await wall.setViewportSize({ width: 1935, height: 1098 });
  await expect(facts.getByRole('alert')).toContainText(
    '屏幕 1935×1098 与分组画布 3870×2195 的尺寸不符：画面按 0.50 倍缩放',
    { timeout: 30_000 },
  );
  await wall.setViewportSize(CANVAS);
  await expect(facts.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
  await consolePage.context().close();
});

test('the designer draws the seams on the group canvas (screenshots at 1920×1080 and 1366×768)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const consolePage = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    await consolePage.setViewportSize(viewport);
    await consolePage.goto(`${stack.fleetUrl}/layouts?group=hub&page=hub`);
    const canvas = consolePage.getByRole('group', { name: '页面画布 3870×2095' });
    await expect(canvas.locator('[data-seam]')).toHaveCount(2);
    await expect(consolePage.getByText('分组画布 3870×2195（页面区域 3870×2095，2 条拼缝）')).toBeVisible();
    await expect(consolePage.locator('[data-across-seams]')).toContainText('槽位 across-x-top 跨越竖向拼缝 1920–1950');
    await saveScreenshot(consolePage, `canvas-seams-designer-${viewport.width}x${viewport.height}`);
  }
  await consolePage.context().close();
});
