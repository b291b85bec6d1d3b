import { expect, test, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { expectFrames, frameStates, openReadyHub, startFaultStack } from './fault-stack';

let stack: RunningStack;
test.beforeAll(async () => {
  stack = await startFaultStack(600);
});
test.afterAll(async () => stack?.close());

const SUM = '**/cockpit/runningTeam/sum';
const runningTeams = (page: Page) => page.locator('[data-panel="teams/running-teams"]');
const isRunningTeams = (id: string) => id === 'teams/running-teams';
const others = (id: string) => id !== 'teams/running-teams';

/** Breaks one endpoint with `reply`, checks the panel goes stale with its data (and `whileBroken`), then heals. */
async function staleThenHeal(page: Page, reply: Parameters<Page['route']>[1], whileBroken?: () => Promise<void>) {
  await openReadyHub(page, stack);
  await page.route(SUM, reply);
  // `whileBroken` watches from the first bad reply on: a toast can come and go before the panel turns stale.
  await Promise.all([expectFrames(page, isRunningTeams, 'stale'), whileBroken?.()]);
  await expect(runningTeams(page).locator('[data-badge="stale"]')).toContainText('数据未更新');
  await expect(runningTeams(page).locator('[data-stat="在孵团队"]')).toBeVisible();
  await expectFrames(page, others, 'ready');
  await page.unroute(SUM);
  await expectFrames(page, () => true, 'ready');
}

test('HTTP 500: the panel keeps its data with a stale badge and heals', async ({ page }) => {
  await staleThenHeal(page, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
});

test('code ≠ 200: stale, and the reply message is toasted once however often it repeats', async ({ page }) => {
  // Checked while the fault lasts: a toast leaves after 6 s, and turning stale or healing can take longer.
  const toasts = page.locator('[data-toast]', { hasText: '统计服务维护中' });
  await staleThenHeal(
    page,
    (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '统计服务维护中' }) }),
    () => expect(toasts).toHaveCount(1),
  );
});

test('code 401: stale with the session-expired reason', async ({ page }) => {
  await openReadyHub(page, stack);
  await page.route(SUM, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 401, msg: 'x' }) }),
  );
  await expectFrames(page, isRunningTeams, 'stale');
  await expect(runningTeams(page)).toHaveAttribute('title', /会话已过期/);
  await page.unroute(SUM);
  await expectFrames(page, () => true, 'ready');
});

test('malformed JSON: stale, never a crash', async ({ page }) => {
  await staleThenHeal(page, (route) =>
    route.fulfill({ contentType: 'application/json', body: '{"code":200,"data":{"teamCount":' }),
  );
});

test('a reply of the wrong shape is an error state, named, not a crash', async ({ page }) => {
  await openReadyHub(page, stack);
  await page.route(SUM, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, data: { teamCount: '很多' } }),
    }),
  );
  await expectFrames(page, isRunningTeams, 'stale');
  await expect(runningTeams(page)).toHaveAttribute('title', /返回的数据格式不正确（teamCount/);
  await page.unroute(SUM);
  await expectFrames(page, () => true, 'ready');
});

test('a timed-out request: stale, then ready', async ({ page }) => {
  await staleThenHeal(page, (route) => route.abort('timedout'));
});

test('the API killed and restarted: every panel goes stale with its data, one toast per error, then ready', async ({
  page,
}) => {
  await openReadyHub(page, stack);
  await stack.stopServer('api');
  await expect
    .poll(async () => Object.values(await frameStates(page)).filter((s) => s === 'stale').length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(3);
  const states = Object.values(await frameStates(page));
  expect(states.every((s) => s === 'stale' || s === 'ready')).toBe(true);
  const toasts = await page.locator('[data-toast]').allTextContents();
  expect(new Set(toasts).size).toBe(toasts.length);
  await stack.startServer('api');
  await expectFrames(page, () => true, 'ready');
});
