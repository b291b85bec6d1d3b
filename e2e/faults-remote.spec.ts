import { expect, test } from '@playwright/test';
import type { RunningStack } from '../tools';
import { expectFrames, frameStates, isTeams, notTeams, openReadyHub, startFaultStack } from './fault-stack';

let stack: RunningStack;
test.beforeAll(async () => {
  stack = await startFaultStack(6300);
});
test.afterAll(async () => stack?.close());

test('a blocked panel remote costs only its slots, names itself, and heals when unblocked', async ({ page }) => {
  await page.route(`${stack.remoteUrls.teams}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`${stack.shellUrl}/`);
  await expectFrames(page, isTeams, 'error');
  await expectFrames(page, notTeams, 'ready');
  await expect(page.locator('[data-panel="teams/running-teams"]')).toContainText('远程模块 teams 加载失败');
  await page.unroute(`${stack.remoteUrls.teams}/**`);
  await expectFrames(page, () => true, 'ready');
});

test('a panel remote whose server is down shows error and recovers when it is back', async ({ page }) => {
  await stack.stopServer('teams');
  await page.goto(`${stack.shellUrl}/`);
  await expectFrames(page, isTeams, 'error');
  await expectFrames(page, notTeams, 'ready');
  await stack.startServer('teams');
  await expectFrames(page, () => true, 'ready');
});

test('a slow panel remote times out into an error instead of spinning forever', async ({ page }) => {
  // The manifest is held until the timeout has shown, not for a fixed time: the shell's timeout runs from its own
  // load, which starts a varying while after the prefetch asked for the manifest (0.6–1.7 s quiet, more loaded), so a
  // fixed hold could end before the timeout did and the panel would simply load.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${stack.remoteUrls.teams}/**/mf-manifest.json`, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  try {
    await page.goto(`${stack.shellUrl}/`);
    await expect(page.locator('[data-panel="teams/running-teams"]')).toContainText('加载超时', { timeout: 30_000 });
    await expectFrames(page, notTeams, 'ready');
  } finally {
    release();
  }
  await page.unroute(`${stack.remoteUrls.teams}/**/mf-manifest.json`);
  await expectFrames(page, () => true, 'ready');
});

test('a remote whose panels file throws while loading costs only its slots and heals', async ({ page }) => {
  await page.route(`${stack.remoteUrls.teams}/**/panels.*.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('模块初始化失败');" }),
  );
  await page.goto(`${stack.shellUrl}/`);
  await expectFrames(page, isTeams, 'error');
  await expectFrames(page, notTeams, 'ready');
  await page.unroute(`${stack.remoteUrls.teams}/**/panels.*.js`);
  await expectFrames(page, () => true, 'ready');
});

test('a panel that throws while rendering costs only its slot and re-mounts itself', async ({ page }) => {
  // Counters format their number with Intl.NumberFormat: make that throw for as long as the fault lasts,
  // and hide the page a moment, which has every counter show its value again (formatting it).
  await page.addInitScript(() => {
    const faulty = window as unknown as { __renderFault?: boolean; __pageHidden?: boolean };
    const getter = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')?.get as (
      this: Intl.NumberFormat,
    ) => (n: number) => string;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      get(this: Intl.NumberFormat) {
        const format = getter.call(this);
        return (n: number) => {
          if (faulty.__renderFault) throw new Error('渲染故障');
          return format(n);
        };
      },
    });
    Object.defineProperty(document, 'visibilityState', { get: () => (faulty.__pageHidden ? 'hidden' : 'visible') });
  });
  const hide = (hidden: boolean) =>
    page.evaluate((value) => {
      (window as unknown as { __pageHidden?: boolean }).__pageHidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await openReadyHub(page, stack);
  // Only the panel on screen renders when the page is hidden (a rotation's hidden panel is paused), so the fault
  // must strike while running-teams has the teams slot; otherwise nothing throws and the check below waits in vain.
  await expect(page.locator('[data-slot="teams"]')).toHaveAttribute('data-showing', 'teams/running-teams', {
    timeout: 30_000,
  });
  await page.evaluate(() => ((window as unknown as { __renderFault?: boolean }).__renderFault = true));
  await hide(true);
  await expect(page.locator('[data-panel="teams/institutions"][data-state="error"]')).toContainText('面板渲染出错', {
    timeout: 30_000,
  });
  // In a rotation the broken panel is skipped for a sibling that has data, with a marker saying why.
  await expect(page.locator('[data-slot="teams"]')).toHaveAttribute('data-skipping', 'teams/running-teams');
  await expect(page.locator('[data-slot="teams"] [data-skip-marker]')).toHaveAttribute('title', /面板渲染出错/);
  // Panels that format no number while rendering carry on.
  await expect
    .poll(async () => Object.values(await frameStates(page)).filter((s) => s === 'ready').length)
    .toBeGreaterThanOrEqual(3);
  await page.evaluate(() => ((window as unknown as { __renderFault?: boolean }).__renderFault = false));
  await hide(false);
  await expectFrames(page, () => true, 'ready');
});

test('a missing index-page remote shows why in the page area and loads once it is back', async ({ page }) => {
  await stack.stopServer('hub');
  await page.goto(`${stack.shellUrl}/`);
  await expect(page.locator('[data-panel="hub/index-page"]')).toContainText('远程模块 hub 加载失败');
  // The reason is on screen, in a frame the size of the page area (not a collapsed strip).
  await expect(page.locator('[data-panel="hub/index-page"] [data-reason]')).toBeVisible();
  const frame = await page.locator('[data-panel="hub/index-page"]').boundingBox();
  expect(frame?.height ?? 0).toBeGreaterThan(400);
  await expect(page.locator('[data-title]')).toHaveText('人才创新创业服务港');
  await stack.startServer('hub');
  await expect(page.locator('[data-index-page="hub/index-page"]')).toBeVisible({ timeout: 60_000 });
  await expectFrames(page, () => true, 'ready');
});
