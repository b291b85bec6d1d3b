import { expect, test } from '@playwright/test';
import type { RunningStack } from '../tools';
import { startHangProxy, type HangProxy } from './hang-proxy';
import { expectEveryPanel, privatePortBase, shownFrames, startWallStack } from './wall-stack';

/** Every panel refreshes every 4 s, so its freshness limit is 30 s (2 × 4 s, at least 30 s). */
const FRESHNESS_MS = 30_000;

let stack: RunningStack;
let proxy: HangProxy;
test.beforeAll(async () => {
  const portBase = privatePortBase(40);
  proxy = await startHangProxy(privatePortBase(195), `http://127.0.0.1:${portBase + 100}`);
  stack = await startWallStack(portBase, { refreshMs: 4000, apiHost: proxy.url });
});
test.afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

test('a hanging API (requests held open, not refused) turns every panel stale within its freshness limit, and ready after', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${stack.shellUrl}/`);
  await expectEveryPanel(page, 'ready', 60_000);

  proxy.hang();
  const hungAt = Date.now();
  // Fresh data arrived at most one refresh before the hang, so every panel ages within the limit.
  await expectEveryPanel(page, 'stale', FRESHNESS_MS + 8_000);
  expect(Date.now() - hungAt).toBeLessThanOrEqual(FRESHNESS_MS + 8_000);
  expect(proxy.held()).toBeGreaterThan(0);
  const frames = await shownFrames(page);
  expect(frames.filter((f) => f.state !== 'stale' || !f.withData)).toEqual([]);
  const headline = page.locator('[data-panel="hub/headline"]');
  await expect(headline.locator('[data-badge="stale"]')).toHaveText(/数据未更新 · \d+ 秒前/);
  await expect(headline).toHaveAttribute('title', '数据超过 30 秒未更新（请求仍未返回）');
  await expect(page.locator('[data-slot] [data-state="error"]')).toHaveCount(0);

  proxy.release();
  await expectEveryPanel(page, 'ready', 30_000);
});
