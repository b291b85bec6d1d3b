import { expect, test } from '@playwright/test';
import { expectAllPanelsReady } from './panels';
import { SHELL_URL } from './stack-env';

test('the header (logo, title, clock, 返回) shows while the runtime files and every remote are still on their way', async ({
  page,
}) => {
  // Hold back config.json and every remote (their own origins) until the header has been seen whole: only the
  // shell's own scripts arrive meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/config.json' || url.hostname === '127.0.0.1',
    async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto(`${SHELL_URL}/`);
  await expect(page.locator('[data-title]')).toHaveText('人才创新创业服务港');
  await expect(page.getByRole('img', { name: '人才创新创业服务港标志' })).toBeVisible();
  await expect(page.locator('[data-back]')).toHaveText('返回');
  const clock = page.locator('[data-clock]');
  await expect(clock).toHaveText(/\d{2}:\d{2}:\d{2}/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 2500 });
  expect(await page.locator('[data-panel]').count()).toBe(0);
  release();
  await expectAllPanelsReady(page, 15);
});

test('the header is on screen, scaled and ticking, before the app’s script has even arrived', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // main.js is held until the header has been seen scaled and ticking.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/main.js',
    async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto(`${SHELL_URL}/xndx`, { waitUntil: 'commit' });
  await expect(page.locator('[data-title]')).toHaveText('西南大学分析测试中心');
  await expect(page.getByRole('img', { name: '人才创新创业服务港标志' })).toBeVisible();
  const title = await page.locator('[data-title]').boundingBox();
  expect(Math.round(title?.width ?? 0)).toBe(600); // 900 design pixels at 1280/1920
  const clock = page.locator('[data-clock]');
  await expect(clock).toContainText(/\d{2}:\d{2}:\d{2}/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 2500 });
  release();
});
