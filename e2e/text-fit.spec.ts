import { expect, test } from '@playwright/test';
import { openWithEveryRotation } from './rotations';
import { findCutText } from './text-fit';

/** Each page and how many ellipsised blocks (and clamps) its panels hold at least. */
const PAGES = [
  { path: '/', blocks: 120, clamps: 1 },
  { path: '/xndx', blocks: 60, clamps: 0 },
] as const;
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;

for (const size of SIZES) {
  for (const { path, blocks, clamps } of PAGES) {
    test(`every clamped or ellipsised text of ${path} shows whole lines at ${size.width}x${size.height}, in every rotation`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openWithEveryRotation(page, path);
      await page.waitForTimeout(1200); // the entrance animations settle
      const fit = await findCutText(page);
      expect(fit.faults).toEqual([]);
      expect(fit.blocks).toBeGreaterThanOrEqual(blocks);
      expect(fit.clamps).toBeGreaterThanOrEqual(clamps);
    });
  }
}
