import { expect, test, type Page } from '@playwright/test';
import { discoverRemotes, type RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { FLEET_BEAT_MS, OPERATOR, openConsole, startFleetStack, wallRow } from './fleet-stack';
import { onPostgres } from './postgres-project';
import { expectEveryPanel, wallSlots } from './wall-stack';

// The operators' check of the fleet: three walls in two groups seen from one console. Playwright runs it twice in
// one run: on the embedded database, and in the `postgres` project on the run's PostgreSQL (each on its own ports,
// so the two can run side by side on the two workers).
test.describe.configure({ mode: 'serial' });

let stack: RunningStack;
let lobby1: Page;
let lobby2: Page;
let centre1: Page;
let console_: Page;
/** What lobby-2 read of its runtime files from the fleet service, as `<file>:<status>`. */
const fromFleet: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  test.skip(
    onPostgres() && !process.env.COCKPIT_E2E_RUN_POSTGRES_URL && !process.env.COCKPIT_E2E_DATABASE_URL,
    '没有 PostgreSQL 可执行文件：PostgreSQL 上的这一遍跳过（npm test 会用 apt 安装 postgresql）',
  );
  stack = await startFleetStack(onPostgres() ? 9000 : 1400);
  // lobby-1 cannot reach the teams remote: its two teams slots fail, the rest of its wall carries on.
  lobby1 = await openEnrolledWall(browser, stack, {
    name: 'lobby-1',
    group: 'hub',
    before: async (context) => {
      await context.route(`${stack.remoteUrls.teams}/**`, (route) => route.abort('connectionrefused'));
    },
  });
  lobby2 = await openEnrolledWall(browser, stack, {
    name: 'lobby-2',
    group: 'hub',
    before: async (context) => {
      context.on('response', (response) => {
        const file = /\/api\/walls\/lobby-2\/(remotes|layouts)\.json$/.exec(response.url())?.[1];
        if (file) fromFleet.push(`${file}:${response.status()}`);
      });
    },
  });
  centre1 = await openEnrolledWall(browser, stack, { name: 'centre-1', group: 'xndx', path: '/xndx' });
  console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
});
test.afterAll(async () => {
  for (const page of [lobby1, lobby2, centre1, console_]) await page?.context().close();
  await stack?.close();
});

test(`every wall appears online with its group, shell build and every slot ready within 20 s`, async () => {
  await expectEveryPanel(lobby2, 'ready', 60_000);
  await expectEveryPanel(centre1, 'ready', 60_000);
  const slots = { hub: (await wallSlots(lobby2)).length, xndx: (await wallSlots(centre1)).length };
  for (const [wallId, group, ready] of [
    ['lobby-2', 'hub', slots.hub],
    ['centre-1', 'xndx', slots.xndx],
  ] as const) {
    const row = wallRow(console_, wallId);
    await expect(row, `${wallId} shows online`).toContainText('在线', { timeout: 20_000 });
    await expect(row).toContainText(group);
    await expect(row).toContainText(/shell@\d+\.\d+\.\d+\+[0-9a-f]+/);
    await expect(row.locator('[data-field="ready"]'), `${wallId}: every slot ready`).toHaveText(String(ready), {
      timeout: 20_000,
    });
  }
});

test(`a wall in a fleet reads its manifest and layouts from the fleet service`, async () => {
  await expectEveryPanel(lobby2, 'ready', 60_000);
  expect(fromFleet).toEqual(expect.arrayContaining(['remotes:200', 'layouts:200']));
  const remotes = await lobby2.evaluate(() =>
    (window as unknown as { __cockpit: { remotes: () => Record<string, string> } }).__cockpit.remotes(),
  );
  const teams = discoverRemotes().find((remote) => remote.name === 'teams')!;
  expect(remotes.teams).toBe(`${stack.remoteUrls.teams}/${teams.version}/mf-manifest.json`);
});

test(`a wall that cannot load a remote shows those slots as error with the reason within 30 s`, async () => {
  await expect(wallRow(console_, 'lobby-1')).toContainText('在线', { timeout: 20_000 });
  await wallRow(console_, 'lobby-1').locator('[data-field="wallId"]').click();
  await expect(console_.getByRole('heading', { name: /lobby-1/ })).toBeVisible();
  for (const slot of ['teams', 'institutions']) {
    const tile = console_.getByTestId(`slot-${slot}`);
    await expect(tile, `slot ${slot} drawn as error`).toContainText('错误', { timeout: 30_000 });
    await expect(tile, 'the reason in words').toContainText('远程模块 teams 加载失败');
  }
  await expect(console_.getByTestId('slot-chances')).toContainText('就绪');
});

test(`a screenshot asked for in the console shows the wall within 30 s`, async () => {
  await console_.goto(`${stack.fleetUrl}/walls/lobby-2`);
  const asked = Date.now();
  await console_.getByRole('button', { name: '截图' }).click();
  const image = console_.getByRole('img', { name: 'lobby-2 的墙面截图' });
  await expect(image).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - asked).toBeLessThan(30_000);
  await expect(console_.getByText(/截图时间：/)).toBeVisible();
  // The picture is the wall, drawn at half size (shell/src/fleet/screenshot.ts), not a blank canvas (its pixels vary like the dashboard's do).
  const picture = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 192;
    canvas.height = 108;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0, 192, 108);
    const { data } = context.getImageData(0, 0, 192, 108);
    const lum: number[] = [];
    for (let i = 0; i < data.length; i += 4) lum.push((data[i] + data[i + 1] + data[i + 2]) / 3);
    const mean = lum.reduce((a, b) => a + b, 0) / lum.length;
    return {
      width: img.naturalWidth,
      height: img.naturalHeight,
      spread: Math.sqrt(lum.reduce((a, b) => a + (b - mean) ** 2, 0) / lum.length),
    };
  });
  expect(picture).toMatchObject({ width: 960, height: 540 });
  expect(picture.spread).toBeGreaterThan(15);
});

test(`a wall that is closed shows offline within 60 s, with when it was last seen`, async () => {
  await console_.goto(`${stack.fleetUrl}/`);
  await expect(wallRow(console_, 'centre-1')).toContainText('在线', { timeout: 20_000 });
  await centre1.context().close();
  await expect(wallRow(console_, 'centre-1')).toContainText('离线', { timeout: 60_000 });
  await expect(wallRow(console_, 'centre-1')).toContainText('最后在线');
});

test(`walls stay ready while the fleet service is down for seven beats, and reappear by themselves`, async () => {
  test.setTimeout(180_000);
  await expectEveryPanel(lobby2, 'ready', 30_000);
  await stack.stopServer('fleet');
  const seen = new Set<string>();
  // What the wall must weather is failed beats, not wall-clock time: seven of them, at the stack's short beat.
  for (const end = Date.now() + 7 * FLEET_BEAT_MS; Date.now() < end;) {
    for (const slot of await wallSlots(lobby2))
      for (const panel of slot.panels) if (panel.state !== 'ready') seen.add(`${panel.panel}=${panel.state}`);
    for (const toast of await lobby2.locator('[data-toast]').allTextContents()) seen.add(`toast: ${toast}`);
    await lobby2.waitForTimeout(1000);
  }
  expect([...seen], 'every panel stayed ready and no toast showed while the fleet service was down').toEqual([]);
  expect(
    await lobby2.evaluate(
      () => (window as unknown as { __cockpit: { wall: { lastBeatError?: string } } }).__cockpit.wall.lastBeatError,
    ),
  ).toBeTruthy();
  await stack.startServer('fleet');
  await console_.reload();
  await expect(wallRow(console_, 'lobby-2')).toContainText('在线', { timeout: 4 * FLEET_BEAT_MS + 10_000 });
});
