import { expect, test } from '@playwright/test';
import { collectErrors, expectAllPanelsReady, saveScreenshot } from './panels';
import { SHELL_URL } from './stack-env';

test('every panel of /xndx becomes ready with real content at 1920x1080', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${SHELL_URL}/xndx`);
  await expect(page.locator('[data-title]')).toHaveText('西南大学分析测试中心');
  expect(await expectAllPanelsReady(page, 6)).toBeGreaterThanOrEqual(6);
  // Charts are drawn (SVG with shapes), tables and boards have rows.
  await expect.poll(() => page.locator('[data-chart] svg path').count()).toBeGreaterThan(20);
  await expect(page.locator('[data-panel="devices/transfers"] tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-panel="devices/reservations"]')).toContainText('已预约');
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'xndx-panels-1920x1080');
  expect(errors).toEqual([]);
});

test('a reservation row opens its detail dialog', async ({ page }) => {
  await page.goto(`${SHELL_URL}/xndx`);
  await expectAllPanelsReady(page, 6);
  await page.locator('[data-panel="devices/reservations"] [data-row]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('机时');
  await page.waitForTimeout(600); // the dialog's fade-in
  await saveScreenshot(page, 'xndx-reservation-dialog');
});
