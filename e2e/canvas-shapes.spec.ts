import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningStack } from '../tools';
import { expectAllPanelsReady } from './panels';
import { privatePortBase, shownFrames, startWallStack } from './wall-stack';

// Canvases wider than the seed's: a page designed on each, on a screen of the same size (an LED wall's sending card).
const POLL_MS = 1000;
const PANELS = [
  'teams/running-teams',
  'devices/categories',
  'notices/notices',
  'industry/chances',
  'devices/status',
  'talent/schools',
  'services/evaluation',
  'devices/utilization',
  'chain/investment',
  'teams/institutions',
  'devices/transfers',
  'services/handling',
];

/** `cols`×2 slots of 940×470 filling a `cols`×960 px wide page, each with its own panel. */
export function gridPage(cols: number) {
  const slots = Array.from({ length: cols * 2 }, (_, i) => ({
    id: `s${i}`,
    x: 10 + (i % cols) * 960,
    y: 10 + Math.floor(i / cols) * 490,
    w: 940,
    h: 470,
    panels: [PANELS[i % PANELS.length]],
    title: `槽位 ${i + 1}`,
  }));
  return { width: cols * 960, height: 980, slots };
}

let stack: RunningStack;
let defaults: string;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  stack = await startWallStack(privatePortBase(17020), { refreshMs: 600_000, manifestPollMs: POLL_MS });
  defaults = readFileSync(layoutsFile(), 'utf8');
});
test.afterAll(() => stack?.close());
test.afterEach(() => writeFileSync(layoutsFile(), defaults));

const layoutsFile = () => join(stack.runtimeDir, 'layouts.json');
function useLayouts(change: Record<string, unknown>) {
  const layouts = JSON.parse(defaults) as { pages: Record<string, unknown> };
  writeFileSync(
    layoutsFile(),
    JSON.stringify({ ...layouts, ...change, pages: { ...layouts.pages, ...(change.pages as object) } }),
  );
}

/** Each slot's box on screen, its panel frame's, and whether the slot is inside the screen. */
const slotBoxes = (page: Page) =>
  page.locator('[data-slot]').evaluateAll((slots) =>
    slots.map((slot) => {
      const box = slot.getBoundingClientRect();
      const frame = (slot.querySelector('[data-panel]') as HTMLElement).getBoundingClientRect();
      return {
        slot: slot.getAttribute('data-slot'),
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        fills: Math.abs(frame.width - box.width) <= 1 && Math.abs(frame.height - box.height) <= 1,
      };
    }),
  );

for (const cols of [4, 6]) {
  const width = cols * 960;
  test(`a ${width}×1080 canvas fills a ${width}×1080 screen: every slot inside it and filled, no letterbox`, async ({
    page,
  }) => {
    useLayouts({ canvas: { width, height: 1080 }, pages: { hub: gridPage(cols) } });
    await page.setViewportSize({ width, height: 1080 });
    await page.goto(`${stack.shellUrl}/`);
    await expectAllPanelsReady(page, cols * 2);
    const canvas = page.locator('[data-canvas]');
    await expect(canvas).toHaveAttribute('data-canvas-size', `${width}x1080`);
    expect(await canvas.getAttribute('data-scale')).toBe('1.0000');
    const box = (await canvas.boundingBox())!;
    expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, width, 1080]);
    const slots = await slotBoxes(page);
    expect(slots).toHaveLength(cols * 2);
    expect(slots.filter((s) => !s.inside || !s.fills)).toEqual([]);
    expect((await shownFrames(page)).filter((f) => !f.withData)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`canvas-${width}x1080.png`) });
  });
}
