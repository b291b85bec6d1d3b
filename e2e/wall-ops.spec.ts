import { expect, test } from '@playwright/test';
import { saveScreenshot } from './panels';
import { SHELL_URL } from './stack-env';
import { expectEveryPanel, shownFrames } from './wall-stack';

const DETERMINE = '**/cockpit/jsc/determine**';

test('a rotating slot skips a broken panel with a small marker instead of showing its error', async ({ page }) => {
  await page.route(DETERMINE, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto(`${SHELL_URL}/`);
  const slot = page.locator('[data-slot="talent-schools"]');
  await expect(slot).toHaveAttribute('data-skipping', 'talent/determine', { timeout: 30_000 });
  await expect(slot).toHaveAttribute('data-showing', 'talent/schools');
  const marker = slot.locator('[data-skip-marker]');
  await expect(marker).toHaveText('已跳过 1');
  await expect(marker).toHaveAttribute('title', /人才认定（talent\/determine）：出错，服务器返回 HTTP 500/);
  expect((await shownFrames(page)).filter((f) => f.state === 'error')).toEqual([]);
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'hub-skip-marker');
});

test('the operator overlay is hidden from visitors and, with ?ops=1, lists every slot, the panel shown and the one skipped', async ({
  page,
}) => {
  await page.goto(`${SHELL_URL}/`);
  await expectEveryPanel(page, 'ready', 60_000);
  await expect(page.locator('[data-ops-overlay]')).toHaveCount(0);

  await page.route(DETERMINE, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto(`${SHELL_URL}/?ops=1`);
  const overlay = page.getByRole('dialog', { name: '运维诊断' });
  await expect(overlay).toContainText('15 个槽位');
  await expect(overlay.locator('[data-ops-panel="talent/determine"]')).toContainText('轮播跳过', { timeout: 30_000 });
  await expect(overlay.locator('[data-ops-panel="talent/determine"]')).toContainText('服务器返回 HTTP 500');
  await expect(overlay.locator('[data-ops-panel="talent/schools"]')).toContainText('▶ 高校分布');
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'hub-ops-overlay');
  await page.keyboard.press('Control+Alt+o');
  await expect(overlay).toHaveCount(0);
});
