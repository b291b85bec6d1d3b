import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { ADMIN, openConsole, openWall, startFleetStack } from './fleet-stack';
import { expectEveryPanel } from './wall-stack';

// GB/T 37668 (WCAG 2.0 AA): axe-core's WCAG 2 A and AA rules on every console page, signed in as an administrator
// (who sees every page) with a wall reporting, so the grids, badges and buttons are drawn with real rows.
test.describe.configure({ mode: 'serial' });

const PAGES = [
  { path: '/', heading: '墙面' },
  { path: '/walls/lobby-1', heading: /lobby-1/ },
  { path: '/remotes', heading: '远程模块' },
  { path: '/releases', heading: '版本发布' },
  { path: '/layouts', heading: '布局' },
  { path: '/audit', heading: '审计日志' },
  { path: '/groups', heading: '分组' },
  { path: '/health', heading: '健康' },
  { path: '/sources', heading: '数据源' },
  { path: '/alerts', heading: '告警' },
  { path: '/schedules', heading: /排程/ },
  { path: '/provisioning-tokens', heading: '预配令牌' },
  { path: '/publish-tokens', heading: '发布令牌' },
  { path: '/users', heading: '用户' },
];

let stack: RunningStack;
let wall: Page;
let console_: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  stack = await startFleetStack(7800);
  wall = await openWall(browser, `${stack.shellUrl}/?wall=lobby-1`);
  await expectEveryPanel(wall, 'ready', 120_000);
  console_ = await openConsole(browser, stack.fleetUrl!, ADMIN);
});
test.afterAll(async () => {
  await console_?.context().close();
  await wall?.context().close();
  await stack?.close();
});

/** Every WCAG 2 A/AA violation on the page now, one line each with the elements it names. */
async function violations(page: Page): Promise<string[]> {
  // Colours are judged as drawn at rest: a contained button still fading in was once measured at part opacity under
  // CI load (color-contrast on .MuiButton-contained). Every finite transition or animation ends first.
  const moving = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
    );
  await expect.poll(moving, { timeout: 10_000 }).toBe(0);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

test('the sign-in page passes axe WCAG 2 A and AA', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${stack.fleetUrl}/login`);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await context.close();
});

for (const { path, heading } of PAGES) {
  test(`console page ${path} passes axe WCAG 2 A and AA`, async () => {
    await console_.goto(`${stack.fleetUrl}${path}`);
    await expect(console_.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(console_.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await expect(console_.getByText(/正在加载/)).toHaveCount(0, { timeout: 15_000 });
    expect(await violations(console_)).toEqual([]);
  });
}

test('at 1366×768 every page is in the side navigation, none hidden, and the one open is marked', async () => {
  await console_.setViewportSize({ width: 1366, height: 768 });
  await console_.goto(`${stack.fleetUrl}/sources`);
  const nav = console_.getByRole('navigation', { name: '控制台导航' });
  await expect(nav.getByRole('link')).toHaveCount(17);
  for (const link of await nav.getByRole('link').all()) {
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await expect(nav.getByRole('link', { name: '数据源' })).toHaveAttribute('aria-current', 'page');
  expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  await console_.setViewportSize({ width: 1600, height: 1000 });
});

/**
 * The side navigation's entries that something else covers at their middle, over every scroll of the navigation in
 * steps of 24 px (a group's sticky header once lay over the first entry of its list when the navigation scrolled).
 */
const coveredEntries = (page: Page): Promise<string[]> =>
  page.getByRole('navigation', { name: '控制台导航' }).evaluate(async (nav) => {
    const pane = nav.closest('.MuiDrawer-paper')!;
    const covered = new Set<string>();
    for (let top = 0; ; top += 24) {
      pane.scrollTop = top;
      await new Promise(requestAnimationFrame);
      const view = pane.getBoundingClientRect();
      for (const link of nav.querySelectorAll('a')) {
        const box = link.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        if (middle < view.top || middle > view.bottom) continue;
        const hit = document.elementFromPoint(box.left + box.width / 2, middle);
        if (!hit || !link.contains(hit))
          covered.add(`${link.textContent}（被 ${hit?.textContent?.slice(0, 10)} 盖住）`);
      }
      if (top >= pane.scrollHeight - pane.clientHeight) break;
    }
    pane.scrollTop = 0;
    return [...covered];
  });

test('on every page, at 1920×1080 and 1366×768, no entry of the side navigation is covered', async () => {
  test.setTimeout(180_000);
  await console_.goto(`${stack.fleetUrl}/`);
  const nav = console_.getByRole('navigation', { name: '控制台导航' });
  await expect(nav.getByRole('link')).toHaveCount(17);
  const pages = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.getAttribute('href')!, a.textContent]));
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await console_.setViewportSize({ width, height });
    for (const [path, label] of pages) {
      await console_.goto(`${stack.fleetUrl}${path}`);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await console_.screenshot({ path: `/work/shots/polish/nav-${path.slice(1) || 'walls'}-${width}x${height}.png` });
      expect(await coveredEntries(console_), `${path} at ${width}×${height}`).toEqual([]);
    }
  }
  await console_.setViewportSize({ width: 1600, height: 1000 });
});
