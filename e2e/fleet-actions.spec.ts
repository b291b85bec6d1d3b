import { expect, test, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, openConsole, startFleetStack } from './fleet-stack';

// Remote actions from the console reach the wall over its push stream; the walls poll every 15 s and beat every 3 s.
test.describe.configure({ mode: 'serial' });

const WALL = 'act-1';
let stack: RunningStack;
let wall: Page;
let console_: Page;

type WallWindow = { __cockpit?: { wall?: { streamOpen?: boolean; lastBeatAt?: number } }; __sameDocument?: boolean };
const streamOpen = () => wall.evaluate(() => (window as unknown as WallWindow).__cockpit?.wall?.streamOpen === true);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  stack = await startFleetStack(8400, { manifestPollMs: 15_000 });
  wall = await openEnrolledWall(browser, stack, { name: WALL, group: 'hub' });
  await expect.poll(streamOpen, { timeout: 30_000, message: 'the wall opened its stream' }).toBe(true);
  console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_.goto(`${stack.fleetUrl}/walls/${WALL}`);
});
test.afterAll(async () => {
  await wall?.context().close();
  await console_?.context().close();
  await stack?.close();
});

const actions = () => console_.getByRole('list', { name: '最近的远程操作' });

test('识别 shows the wall its name over its page, and the console says 已完成', async () => {
  await console_.getByRole('region', { name: '远程操作' }).getByRole('button', { name: '识别' }).click();
  const overlay = wall.getByRole('status', { name: '识别大屏' });
  await expect(overlay).toBeVisible({ timeout: 5000 });
  await expect(overlay).toContainText('分组：hub');
  await expect(actions().getByText('识别', { exact: false }).first()).toBeVisible();
  await expect(actions().locator('li').first()).toContainText('已完成', { timeout: 10_000 });
});

// The request reaches the wall over the stream at once; the capture is the cost (drawn at half size from a context kept
// since the stream opened). Click → image shown, this machine without other work: 2.9–4.2 s, median 3.9 s over 5 runs;
// at load average 10–14 from other sessions it was 7–8 s (console/README.md, "Screenshot cost"). CI runs two browser
// workers on two cores, so the test holds the operator's wait to 10 s and logs the figure; the 5 s is a measurement on
// a quiet machine, not something a shared CI machine can promise (it failed there at 23.9 s under load average 30).
test('a screenshot comes back within 10 s of the click', async () => {
  const started = Date.now();
  await console_.getByRole('button', { name: '截图', exact: true }).click();
  const image = console_.getByRole('img', { name: `${WALL} 的墙面截图` });
  await expect(image).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 5000 })
    .toBe(true);
  const ms = Date.now() - started;
  console.log(`actions: screenshot shown ${ms} ms after the click`);
  expect(ms).toBeLessThan(10_000);
});

test('重新加载 reloads the wall, which beats again and answers', async () => {
  await wall.evaluate(() => ((window as unknown as WallWindow).__sameDocument = true));
  await console_.getByRole('region', { name: '远程操作' }).getByRole('button', { name: '重新加载' }).click();
  await expect
    .poll(() => wall.evaluate(() => (window as unknown as WallWindow).__sameDocument === true).catch(() => true), {
      timeout: 15_000,
    })
    .toBe(false);
  await expect
    .poll(() => wall.evaluate(() => (window as unknown as WallWindow).__cockpit?.wall?.lastBeatAt ?? 0), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await expect(actions().locator('li').first()).toContainText('重新加载', { timeout: 10_000 });
  await expect(actions().locator('li').first()).toContainText('已完成', { timeout: 30_000 });
});
