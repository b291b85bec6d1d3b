import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectErrors, expectAllPanelsReady, saveScreenshot } from './panels';
import { SHELL_URL } from './stack-env';

const scaleOf = (page: import('@playwright/test').Page) => page.locator('[data-canvas]').getAttribute('data-scale');

test('the document title is the hub name from the bus', async ({ page }) => {
  await page.goto(`${SHELL_URL}/`);
  await expect(page).toHaveTitle('人才创新创业服务港');
  await expect(page.locator('[data-title]')).toHaveText('人才创新创业服务港');
});

test('at 1920x1080 the canvas is unscaled and every hub panel becomes ready with real content', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${SHELL_URL}/`);
  expect(await scaleOf(page)).toBe('1.0000');
  expect(await expectAllPanelsReady(page, 15)).toBeGreaterThanOrEqual(15);
  await expect.poll(() => page.locator('[data-chart] svg path').count()).toBeGreaterThan(50);
  await expect(page.locator('[data-panel="teams/running-teams"] [data-row]').first()).toBeVisible();
  await expect(page.locator('[data-panel="talent/import-talent"] tbody td[rowspan]').first()).toBeVisible();
  await expect(page.locator('[data-panel="hub/headline"]')).toContainText('入驻团队');
  await page.waitForTimeout(1500); // counters finish running
  await saveScreenshot(page, 'hub-1920x1080');
  expect(errors).toEqual([]);
});

test('nothing on the hub overflows the canvas or its panel frame', async ({ page }) => {
  await page.goto(`${SHELL_URL}/`);
  await expectAllPanelsReady(page, 15);
  const overflowing = await page.locator('[data-slot]').evaluateAll((slots) =>
    slots
      .filter((slot) => {
        const box = slot.getBoundingClientRect();
        const frame = slot.querySelector<HTMLElement>('[data-panel]');
        return (
          box.right > 1920 ||
          box.bottom > 1080 ||
          (frame !== null && (frame.scrollHeight > frame.clientHeight + 1 || frame.scrollWidth > frame.clientWidth + 1))
        );
      })
      .map((slot) => slot.getAttribute('data-slot')),
  );
  expect(overflowing).toEqual([]);
});

test('at 1280x720 the canvas is scaled by 2/3', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${SHELL_URL}/`);
  expect(await scaleOf(page)).toBe('0.6667');
  await expectAllPanelsReady(page, 15);
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'hub-1280x720');
  await page.close();
});

test('a window of another shape is letterboxed around the centred canvas', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${SHELL_URL}/`);
  const box = await page.locator('[data-canvas]').boundingBox();
  expect(await scaleOf(page)).toBe('0.6667');
  expect(box?.x).toBeCloseTo(0, 0);
  expect(box?.y).toBeCloseTo(90, 0);
  expect(box?.height).toBeCloseTo(720, 0);
  await page.close();
});

// Timed by the page's own clock, from its last resize event to the new scale: a test's own wait after the resize was
// once longer than 400 ms on a loaded CI machine, and saw the new scale already.
test('the canvas is re-scaled 400 ms after the window stops resizing', async ({ page }) => {
  await page.goto(`${SHELL_URL}/`);
  await expect.poll(() => scaleOf(page)).toBe('1.0000');
  await page.evaluate(() => {
    const times: { resized?: number; scaled?: number } = {};
    (window as unknown as { __times: typeof times }).__times = times;
    window.addEventListener('resize', () => (times.resized = performance.now()));
    new MutationObserver(() => (times.scaled ??= performance.now())).observe(document.querySelector('[data-canvas]')!, {
      attributes: true,
      attributeFilter: ['data-scale'],
    });
  });
  await page.setViewportSize({ width: 960, height: 540 });
  await expect.poll(() => scaleOf(page)).toBe('0.5000');
  const { resized, scaled } = await page.evaluate(
    () => (window as unknown as { __times: { resized: number; scaled: number } }).__times,
  );
  expect(scaled - resized).toBeGreaterThanOrEqual(395);
});

test('返回 leads to the provider page named in the runtime config', async ({ page }) => {
  const config = JSON.parse(readFileSync(join(process.env.COCKPIT_E2E_RUNTIME_DIR as string, 'config.json'), 'utf8'));
  await page.goto(`${SHELL_URL}/`);
  await expect(page.getByRole('link', { name: '返回' })).toHaveAttribute('href', config.backUrl);
});

test('/xndx shows the analysis and testing centre header', async ({ page }) => {
  await page.goto(`${SHELL_URL}/xndx`);
  await expect(page.locator('[data-title]')).toHaveText('西南大学分析测试中心');
  await expectAllPanelsReady(page, 6);
  await page.waitForTimeout(1500); // counters finish running
  await saveScreenshot(page, 'xndx-1920x1080');
});

test('/xndx at 1280x720 is scaled by 2/3 with its header', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`${SHELL_URL}/xndx`);
  expect(await scaleOf(page)).toBe('0.6667');
  await expect(page.locator('[data-title]')).toHaveText('西南大学分析测试中心');
  await expectAllPanelsReady(page, 6);
  await page.waitForTimeout(1500);
  await saveScreenshot(page, 'xndx-1280x720');
  await page.close();
});

test('an unknown route shows a Chinese not-found page with links home', async ({ page }) => {
  await page.goto(`${SHELL_URL}/no-such-page`);
  await expect(page.getByText('页面不存在')).toBeVisible();
  await expect(page.getByRole('link', { name: '服务港驾驶舱' })).toBeVisible();
});

test('a broken config.json shows which file and field are wrong', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ apiHost: 'not a url', serviceApiBase: 'http://x', backUrl: 'http://y' }),
    }),
  );
  await page.goto(`${SHELL_URL}/`);
  await expect(page.locator('[data-config-error] [data-file]')).toHaveText('config.json');
  await expect(page.locator('[data-config-error] [data-field]')).toHaveText('apiHost');
});

test('a remotes.json that is not JSON shows a clear message, not a white screen', async ({ page }) => {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: '{ "remotes": ' }),
  );
  await page.goto(`${SHELL_URL}/`);
  await expect(page.locator('[data-config-error] [data-file]')).toHaveText('remotes.json');
  await expect(page.locator('[data-config-error] [data-reason]')).toContainText('不是有效的 JSON');
});

test('an unknown query parameter on the display URL is named in a warning, and the page still runs', async ({
  page,
}) => {
  await page.goto(`${SHELL_URL}/?confg=/other.json`);
  await expect(page.locator('[data-toast="warning"]')).toContainText('未知的查询参数：confg');
  await expectAllPanelsReady(page, 15);
});
