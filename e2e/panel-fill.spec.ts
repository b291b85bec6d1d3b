import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageTemplates } from '../console/src/server/features/layouts/page-templates';
import { defaultLayouts, type RunningStack } from '../tools';
import { frame, previewAt, slotFill } from './panel-fill';
import { privatePortBase, startWallStack } from './wall-stack';

const SHOTS = join(__dirname, '..', 'screenshots');
/** `/` draws the 四面板大字页面 template (the analysis centre's four panels); `/xndx` the dense shipped page with the same panels. */
const dense = defaultLayouts().pages.xndx;
const large = pageTemplates('xndx', {}).find((t) => t.id === 'four-large')!.layout;

let stack: RunningStack;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  stack = await startWallStack(privatePortBase(5350), {
    refreshMs: 60_000,
    layouts: { pages: { hub: large, xndx: dense } },
  });
});
test.afterAll(() => stack?.close());

for (const { panel, w, h } of [
  { panel: 'teams/team-directory', w: 464, h: 380 },
  { panel: 'teams/running-teams', w: 464, h: 360 },
]) {
  test(`${panel} at twice its minimum shows more whole rows in larger text, never a half row`, async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const fills = [];
    for (const times of [1, 2]) {
      await previewAt(page, stack.shellUrl, panel, w * times, h * times);
      // Rows per page follow the measured height: poll until the table has re-paged to it.
      await expect.poll(async () => (await slotFill(page, panel)).cutRows).toBe(0);
      await frame(page, panel).screenshot({
        animations: 'disabled',
        path: join(SHOTS, `panel-fill-${panel.replace('/', '-')}-${times}x.png`),
      });
      fills.push(await slotFill(page, panel));
    }
    const [once, twice] = fills;
    expect(once.typeScale).toBe(1);
    expect(twice.typeScale).toBeGreaterThanOrEqual(1.5);
    expect(twice.textPx).toBeGreaterThanOrEqual(1.5 * once.textPx);
    expect(twice.rows).toBeGreaterThan(once.rows);
  });
}

test("the 大字 template's slots draw their text at least 1.5× the dense page's, whole rows at 1920×1080 and 1366×768", async ({
  page,
}) => {
  const panels = large.slots.map((slot) => slot.panels[0]);
  const measure = async (path: string, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${stack.shellUrl}${path}`);
    for (const panel of panels)
      await expect(frame(page, panel)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    // Rows per page follow the measured height: poll until every table has re-paged to it.
    await expect
      .poll(async () => (await Promise.all(panels.map((panel) => slotFill(page, panel)))).map((f) => f.cutRows))
      .toEqual(panels.map(() => 0));
    await page.screenshot({
      animations: 'disabled',
      path: join(SHOTS, `panel-fill-${path === '/' ? 'large-type' : 'dense'}-${width}x${height}.png`),
    });
    return Promise.all(panels.map((panel) => slotFill(page, panel)));
  };
  const denseFill = await measure('/xndx', 1920, 1080);
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    const largeFill = await measure('/', width, height);
    for (const [i, panel] of panels.entries()) {
      // Computed font sizes of the text the panels draw (design px: both pages share the shell's scale to the window).
      expect
        .soft(
          largeFill[i].textPx / denseFill[i].textPx,
          `${panel} at ${width}x${height}: ${largeFill[i].textPx} px against ${denseFill[i].textPx} px`,
        )
        .toBeGreaterThanOrEqual(1.5);
      expect.soft(largeFill[i].cutRows, `${panel} cuts a row at ${width}x${height}`).toBe(0);
    }
  }
});
