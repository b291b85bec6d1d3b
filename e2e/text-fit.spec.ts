import { expect, test } from '@playwright/test';
import { expectAllPanelsReady } from './panels';
import { SHELL_URL } from './stack-env';
import { findCutText } from './text-fit';

/** Each page, its panel count, and how many ellipsised blocks (and clamps) it holds at least. */
const PAGES = [
  { path: '/', panels: 15, blocks: 80, clamps: 1 },
  { path: '/xndx', panels: 6, blocks: 60, clamps: 0 },
] as const;
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;

for (const size of SIZES) {
  for (const { path, panels, blocks, clamps } of PAGES) {
    test(`every clamped or ellipsised text of ${path} shows whole lines at ${size.width}x${size.height}, in every rotation`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`${SHELL_URL}${path}`);
      await expectAllPanelsReady(page, panels);
      await page.waitForTimeout(1200); // the entrance animations settle
      const fit = await findCutText(page);
      expect(fit.faults).toEqual([]);
      expect(fit.blocks).toBeGreaterThanOrEqual(blocks);
      expect(fit.clamps).toBeGreaterThanOrEqual(clamps);
    });
  }
}
