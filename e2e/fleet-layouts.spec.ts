import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as http, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { packPackages, panelTeam, startRemoteServer, type RunningStack } from '../tools';
import type { AuditEntry } from '../console/src/protocol';
import { openEnrolledWall } from './fleet-enrol';
import { ADMIN, OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { expectEveryPanel, privatePortBase, wallSlots } from './wall-stack';

// A layout edit in the console puts a panel of a remote scaffolded, built and published outside this repository
// (registered with the fleet service by its team's publish token) into a slot of group hub, with no build.
test.describe.configure({ mode: 'serial' });

const POLL_MS = 2000;
const ACME_TEXT = '艾克米团队面板：独立仓库发布';
const PANEL = 'acme/overview';
const SLOT = 'institutions';
/** Two walls of group hub, and one of group xndx on the same page, which must not change. */
const HUB_WALLS = ['lobby-1', 'lobby-2'];
const XNDX_WALL = 'centre-1';

let work: string;
let stack: RunningStack;
let teamHost: { close(): Promise<unknown> } | undefined;
let walls: Record<string, Page>;
let operatorApi: APIRequestContext;

/** A team's remote `acme` with one panel, in its own folder from the packed packages, built as 1.0.0. */
function scaffoldAcme(): string {
  const packs = packPackages(join(work, 'packs'));
  const dir = join(work, 'acme');
  panelTeam.create(dir, packs, 'acme', ['overview']);
  const view = join(dir, 'src/panels/overview/overview-view.tsx');
  const test = join(dir, 'src/panels/overview/overview.test.tsx');
  for (const file of [view, test])
    writeFileSync(file, readFileSync(file, 'utf8').replace(/团队概况：本面板由 acme 团队独立发布/g, ACME_TEXT));
  expect(readFileSync(view, 'utf8')).toContain(ACME_TEXT);
  panelTeam.install(dir);
  panelTeam.test(dir);
  panelTeam.build(dir, '1.0.0');
  return dir;
}

/** A publish token for acme, created by an administrator (the secret is in this reply only). */
async function publishToken(fleetUrl: string): Promise<string> {
  const admin = await http.newContext({ baseURL: fleetUrl });
  expect(
    (await admin.post('/api/session', { data: { username: ADMIN.username, password: ADMIN.password } })).ok(),
  ).toBe(true);
  const reply = await admin.post('/api/publish-tokens', { data: { remote: 'acme' } });
  expect(reply.status()).toBe(200);
  const { secret } = (await reply.json()) as { secret: string };
  await admin.dispose();
  return secret;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  work = mkdtempSync(join(tmpdir(), 'cockpit-layout-team-'));
  const acme = scaffoldAcme();
  const target = join(work, 'static');
  mkdirSync(join(target, 'acme'), { recursive: true });
  const teamPort = privatePortBase(1790);
  teamHost = await startRemoteServer(join(target, 'acme'), '127.0.0.1', teamPort);
  const teamOrigin = `http://127.0.0.1:${teamPort}`;
  stack = await startFleetStack(1700, { manifestPollMs: POLL_MS, config: { remoteOrigins: [teamOrigin] } });
  const token = await publishToken(stack.fleetUrl!);
  await panelTeam.publish(acme, target, teamOrigin, {
    COCKPIT_FLEET_URL: stack.fleetUrl,
    COCKPIT_PUBLISH_TOKEN: token,
  });
  const groups: Record<string, string> = {
    ...Object.fromEntries(HUB_WALLS.map((wall) => [wall, 'hub'])),
    [XNDX_WALL]: 'xndx',
  };
  // One after the other: three pairings at once on a loaded machine outlasted the enrolment wait.
  const pages: Page[] = [];
  for (const [name, group] of Object.entries(groups))
    pages.push(await openEnrolledWall(browser, stack, { name, group }));
  walls = Object.fromEntries(Object.keys(groups).map((wall, i) => [wall, pages[i]]));
  for (const page of pages) {
    await expectEveryPanel(page, 'ready', 120_000);
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  }
  operatorApi = await http.newContext({ baseURL: stack.fleetUrl });
  expect(
    (
      await operatorApi.post('/api/session', { data: { username: OPERATOR.username, password: OPERATOR.password } })
    ).ok(),
  ).toBe(true);
});
test.afterAll(async () => {
  await operatorApi?.dispose();
  for (const page of Object.values(walls ?? {})) await page.context().close();
  await teamHost?.close();
  await stack?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The panels a wall's slot rotates through now (from its own diagnostics). */
async function slotPanels(page: Page, slot: string): Promise<string[]> {
  return (await wallSlots(page)).find((s) => s.slot === slot)?.panels.map((p) => p.panel) ?? [];
}

/**
 * At the slot's size: the panel fills the preview window corner to corner, as the wall draws it (a frame that shrank the
 * wall's whole canvas into the window showed it in one corner). Checked by where the pointer lands inside the frame.
 */
async function expectPreviewFillsWindow(page: Page, frame: Locator): Promise<void> {
  const window_ = frame.locator('..');
  await frame
    .contentFrame()
    .locator('body')
    .evaluate(() =>
      document.addEventListener(
        'mousemove',
        (e) =>
          ((window as unknown as { __onPanel?: boolean }).__onPanel = !!(e.target as Element).closest(
            '[data-slot="preview"]',
          )),
      ),
    );
  for (const [fx, fy] of [
    [0.05, 0.05],
    [0.95, 0.05],
    [0.05, 0.95],
    [0.95, 0.95],
  ]) {
    // The inspector scrolls (the 数据组件 section sits above the preview): bring the corner's edge into its view first.
    await window_.evaluate((el, top) => el.scrollIntoView({ block: top ? 'start' : 'end' }), fy < 0.5);
    const box = (await window_.boundingBox())!;
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
    await expect
      .poll(
        () =>
          frame
            .contentFrame()
            .locator('body')
            .evaluate(() => (window as unknown as { __onPanel?: boolean }).__onPanel),
        { message: `preview at ${fx}, ${fy}` },
      )
      .toBe(true);
  }
}

test("the team's publish registered acme@1.0.0 with its panel, and the console adds it to group hub", async ({
  browser,
}) => {
  const console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '版本发布' }).click();
  const row = console_.getByRole('row').filter({ has: console_.getByRole('gridcell', { name: 'acme', exact: true }) });
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('兼容');
  await expect(row).toContainText(/发布令牌/);
  await row.getByRole('button', { name: '加入分组' }).click();
  const dialog = console_.getByRole('dialog');
  await dialog.getByRole('combobox', { name: '分组' }).click();
  await expect(console_.getByRole('option')).toHaveText(['hub（2 面墙）', 'xndx（1 面墙）']);
  await console_.getByRole('option', { name: /^hub/ }).click();
  await dialog.getByRole('button', { name: '加入分组' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('gridcell').nth(7)).toHaveText('hub');
  await console_.context().close();
});

test('a hub slot edited in the console shows the outside panel on every hub wall within one poll, with no page load; xndx is unchanged', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '布局', exact: true })
    .click();
  await console_.getByRole('button', { name: `槽位 ${SLOT}` }).click();
  const inspector = console_.getByRole('region', { name: `槽位 ${SLOT} 属性` });
  // The wall's address first (kept in this browser), so every preview frame loads from the test's shell.
  await inspector.getByLabel('大屏地址').fill(stack.shellUrl);
  await inspector.getByRole('button', { name: `移除 teams/${SLOT}` }).click();
  await inspector.getByRole('combobox', { name: '选择面板' }).fill('acme');
  await console_.getByRole('option', { name: PANEL }).click();
  await inspector.getByRole('button', { name: '添加' }).click();
  // The live preview is the wall's own /preview in a sandbox, running the builds group hub runs (the console sends them).
  await expect(inspector.frameLocator(`iframe[title="预览 ${PANEL}"]`).getByText(ACME_TEXT)).toBeVisible({
    timeout: 30_000,
  });
  await expectPreviewFillsWindow(console_, inspector.locator(`iframe[title="预览 ${PANEL}"]`));
  await console_.getByRole('button', { name: '保存' }).click();
  await expect(console_.getByText('已保存，分组 hub 的墙面将在下一次轮询时显示新布局')).toBeVisible();
  const saved = Date.now();

  for (const wall of HUB_WALLS) {
    await expect
      .poll(() => slotPanels(walls[wall], SLOT), { timeout: 2 * POLL_MS + 3000, intervals: [250] })
      .toEqual([PANEL]);
    const adopted = Date.now() - saved;
    await expect(walls[wall].locator(`[data-slot="${SLOT}"] [data-panel="${PANEL}"]`).getByText(ACME_TEXT)).toBeVisible(
      { timeout: 20_000 },
    );
    await expect(walls[wall].locator(`[data-slot="${SLOT}"] [data-panel="${PANEL}"]`)).toHaveAttribute(
      'data-build',
      /^acme@1\.0\.0\+[0-9a-f]{10}$/,
    );
    console.log(`${wall}：布局 ${adopted} ms 内生效，面板显示于保存后 ${Date.now() - saved} ms`);
    expect(
      await walls[wall].evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      `${wall} kept its page`,
    ).toBe(true);
  }
  await new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS)); // the xndx wall has had its polls too
  const centre = walls[XNDX_WALL];
  expect(await slotPanels(centre, SLOT)).toEqual([`teams/${SLOT}`]);
  await expect(centre.getByText(ACME_TEXT)).toHaveCount(0);
  expect(await centre.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await console_.context().close();
});

test('an overlapping slot is refused in the console before it is sent, and by the service with both slots named', async ({
  browser,
}) => {
  const console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '布局', exact: true })
    .click();
  await console_.getByRole('button', { name: `槽位 ${SLOT}` }).click();
  const inspector = console_.getByRole('region', { name: `槽位 ${SLOT} 属性` });
  await inspector.getByRole('spinbutton', { name: 'y' }).fill('500');
  await expect(console_.getByRole('alert').filter({ hasText: '布局有问题，不能保存' })).toContainText(
    /槽位 \S+ 与槽位 \S+ 重叠/,
  );
  await expect(console_.getByRole('button', { name: '保存' })).toBeDisabled();
  await console_.context().close();

  const layouts = (await (await operatorApi.get('/api/groups/hub/layouts')).json()) as {
    pages: { hub: { slots: { id: string; y: number; panels: string[] }[] } };
  };
  const overlapping = structuredClone(layouts.pages.hub);
  overlapping.slots.find((s) => s.id === SLOT)!.y = 500;
  const refused = await operatorApi.put('/api/groups/hub/layouts/hub', { data: overlapping });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toMatch(new RegExp(`槽位 \\S+ 与槽位 \\S+ 重叠`));
  const unknown = structuredClone(layouts.pages.hub);
  unknown.slots.find((s) => s.id === SLOT)!.panels = ['acme/nowhere'];
  const refusedPanel = await operatorApi.put('/api/groups/hub/layouts/hub', { data: unknown });
  expect(refusedPanel.status()).toBe(400);
  expect(await refusedPanel.json()).toMatchObject({
    error: expect.stringContaining('acme@1.0.0 没有提供面板 nowhere'),
    field: expect.stringMatching(/^slots\[\d+\]\.panels\[0\]$/),
  });
  await new Promise((resolve) => setTimeout(resolve, 2 * POLL_MS));
  for (const wall of HUB_WALLS)
    expect(await slotPanels(walls[wall], SLOT), `${wall} keeps the saved layout`).toEqual([PANEL]);
});

test('the audit log lists the publish, the group addition and the layout edit', async () => {
  const entries = (await (await operatorApi.get('/api/audit?limit=500')).json()) as AuditEntry[];
  const actions = entries.map((e) => `${e.action} ${e.target}`);
  expect(actions).toEqual(
    expect.arrayContaining(['release.publish acme@1.0.0', 'group.remote.add hub/acme', 'layout.update hub/hub']),
  );
});
