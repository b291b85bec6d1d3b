import { expect, test } from '@playwright/test';
import type { RunningStack } from '../tools';
import { expectEveryPanel, privatePortBase, startWallStack } from './wall-stack';

/** Headline figures that count only the current year's rows (the others are stocks). */
const YEAR_SCOPED = ['investment', 'transfer', 'satisfaction'];

const DAYS = [
  { date: '2027-01-02', year: 2027, shown: '2027年1月2日', offset: 62 },
  { date: '2030-06-15', year: 2030, shown: '2030年6月15日', offset: 80 },
];

for (const day of DAYS) {
  test.describe(`the wall on ${day.date}`, () => {
    let stack: RunningStack;
    test.beforeAll(async () => {
      stack = await startWallStack(privatePortBase(day.offset), { apiNow: day.date, refreshMs: 10_000 });
    });
    test.afterAll(async () => stack?.close());
    test.beforeEach(async ({ page }) => {
      await page.clock.install({ time: new Date(`${day.date}T09:30:00+08:00`) });
    });

    test(`the hub shows ${day.year}'s year-scoped headline figures, not 0`, async ({ page }) => {
      await page.goto(`${stack.shellUrl}/`);
      await expectEveryPanel(page, 'ready', 60_000);
      await expect(page.locator('[data-clock]')).toContainText(day.shown);
      const headline = page.locator('[data-panel="hub/headline"] [data-headline]');
      await expect(headline).toHaveAttribute('data-headline', String(day.year));
      for (const key of YEAR_SCOPED) {
        const value = Number(await headline.locator(`[data-figure="${key}"] [data-value]`).getAttribute('data-value'));
        expect([key, value > 0]).toEqual([key, true]);
      }
    });

    test('the centre shows this month’s reservations, not an older month', async ({ page }) => {
      await page.goto(`${stack.shellUrl}/xndx`);
      await expectEveryPanel(page, 'ready', 60_000);
      const month = page.locator('[data-panel="xndx/headline"] [data-stat="本月预约"] [data-value]');
      await expect(month).toHaveCount(1);
      expect(Number(await month.getAttribute('data-value'))).toBeGreaterThan(0);
    });
  });
}
