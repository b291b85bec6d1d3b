import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { REPO_ROOT, type RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, openConsole, startFleetStack } from './fleet-stack';

// One stack: a wall's health reaches 健康; 轻量 set there reaches the wall over its stream and stops its motions; a wall
// whose own benchmark is under the threshold goes light by itself. The stack's threshold is 0 (no wall goes light by
// itself: this machine's score swings with its load); the low wall gets a threshold no device reaches.
test.describe.configure({ mode: 'serial' });

let stack: RunningStack;
let wall: Page;
let health: Page;
/** `changed: profile` events the wall heard over its stream. */
let profileEvents = 0;

type Motion = { profile?: string; reason?: string; score?: number };
const motionOf = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __cockpit?: { wall?: { motion?: Motion } } }).__cockpit?.wall?.motion ?? {},
  );
const card = (page: Page, name: string) => page.getByRole('listitem', { name: `墙面 ${name}` });

/** Running CSS and Web Animations on the wall, sampled every 100 ms for `ms`: the most seen at once. */
const runningAnimations = (page: Page, ms: number) =>
  page.evaluate(async (span) => {
    let most = 0;
    for (const end = Date.now() + span; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      // A rotation's turn is a one-step opacity flip scheduled by the compositor ('cockpit-turn'), not a motion.
      const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.id !== 'cockpit-turn');
      most = Math.max(most, moving.length);
    }
    return most;
  }, ms);

/** Counters whose text is not their value (to the decimals shown), sampled every 50 ms while the page starts. */
const countingCounters = (page: Page, ms: number) =>
  page.evaluate(async (span) => {
    let counting = 0;
    let seen = 0;
    for (const end = Date.now() + span; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      for (const counter of document.querySelectorAll<HTMLElement>('span[data-value]')) {
        seen += 1;
        const text = (counter.textContent ?? '').replace(/,/g, '');
        const decimals = text.split('.')[1]?.length ?? 0;
        if (Math.abs(Number(text) - Number(counter.dataset.value)) > 0.5 * 10 ** -decimals + 1e-9) counting += 1;
      }
    }
    return { counting, seen };
  }, ms);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  process.env.COCKPIT_HEALTH_SAMPLE_MS = '2000';
  stack = await startFleetStack(11000, { config: { lightProfileBelowScore: 0 } });
  wall = await openEnrolledWall(browser, stack, {
    name: 'health-1',
    group: 'hub',
    before: (context) =>
      context.routeWebSocket(/\/api\/walls\/[^/]+\/stream$/, (socket) => {
        const server = socket.connectToServer();
        server.onMessage((message) => {
          if (typeof message === 'string' && message.includes('"profile"')) profileEvents += 1;
          socket.send(message);
        });
      }),
  });
  health = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await health.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '健康', exact: true }).click();
});
test.afterAll(async () => {
  delete process.env.COCKPIT_HEALTH_SAMPLE_MS;
  await wall?.context().close();
  await health?.context().close();
  await stack?.close();
});

test("a wall's frames, heap and device score reach 健康, with its day drawn", async () => {
  test.setTimeout(120_000);
  const row = card(health, 'health-1');
  await expect(row.getByText(/^\d+(\.\d)? 帧\/秒$/)).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(/^\d+\.\d MB$/).first()).toBeVisible();
  await expect(row.getByText('标准 · 默认')).toBeVisible();
  await expect.poll(async () => (await motionOf(wall)).score ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(row.getByText('设备跑分')).toBeVisible({ timeout: 30_000 });
  // Two samples (every 2 s here) draw the day's lines.
  await expect(row.locator('polyline[data-series="fps"]')).toHaveCount(1, { timeout: 30_000 });
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await health.setViewportSize({ width, height });
    await health.screenshot({ path: join(REPO_ROOT, `screenshots/console-health-${width}x${height}.png`) });
  }
});

test('轻量 set in the console reaches the wall over its stream and turns its motions off', async () => {
  test.setTimeout(180_000);
  // Standard first: rows fade, counters count (what the light profile must stop).
  expect(await runningAnimations(wall, 6000)).toBeGreaterThan(0);
  const row = card(health, 'health-1');
  await row.getByRole('combobox', { name: '墙面档位' }).click();
  await health.getByRole('option', { name: '轻量' }).click();
  await expect
    .poll(() => wall.evaluate(() => document.documentElement.dataset.motion), { timeout: 15_000 })
    .toBe('light');
  expect(profileEvents).toBeGreaterThan(0);
  expect(await motionOf(wall)).toMatchObject({ profile: 'light', reason: 'wall' });
  await expect(row.getByText('轻量 · 操作员设置（墙面）')).toBeVisible({ timeout: 15_000 });
  expect(await runningAnimations(wall, 6000)).toBe(0);
  await expect
    .poll(() =>
      wall
        .locator('[data-chart]')
        .evaluateAll((charts) => charts.length > 0 && charts.every((c) => c.getAttribute('data-animated') === 'false')),
    )
    .toBe(true);
  // A reload starts light at once: the slots are drawn light (before the fleet code has even loaded), and every counter
  // shows its value from its first frame.
  await wall.reload({ waitUntil: 'commit' });
  const whenDrawn = await wall.waitForFunction(
    () => (document.querySelector('[data-slot]') ? (document.documentElement.dataset.motion ?? 'none') : undefined),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  expect(await whenDrawn.jsonValue()).toBe('light');
  await wall.locator('span[data-value]').first().waitFor({ timeout: 60_000 });
  const counters = await countingCounters(wall, 1500);
  expect(counters.seen).toBeGreaterThan(0);
  expect(counters.counting).toBe(0);
  expect(await runningAnimations(wall, 3000)).toBe(0);
});

test('a wall whose own benchmark is under the threshold goes light by itself, and the console says so', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const low = await openEnrolledWall(browser, stack, {
    name: 'health-low',
    group: 'hub',
    before: async (context) => {
      await context.route(/\/config\.json(\?.*)?$/, async (route) => {
        const original = await route.fetch();
        await route.fulfill({
          response: original,
          json: { ...(await original.json()), lightProfileBelowScore: 100_000 },
        });
      });
    },
  });
  try {
    await expect
      .poll(() => motionOf(low), { timeout: 60_000 })
      .toMatchObject({ profile: 'light', reason: 'low-score' });
    expect(await low.evaluate(() => document.documentElement.dataset.motion)).toBe('light');
    await expect(card(health, 'health-low').getByText('轻量 · 自动：设备跑分低')).toBeVisible({ timeout: 30_000 });
  } finally {
    await low.context().close();
  }
});
