import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { consoleApi, openEnrolledWall, pairingCode, wallId } from './fleet-enrol';
import { ADMIN, FLEET_BEAT_MS, OPERATOR, openConsole, openWall, startFleetStack, wallRow } from './fleet-stack';
import { wallSlots } from './wall-stack';

// Walls the fleet can trust: enrolment by code and by provisioning token, one credential per wall.
test.describe.configure({ mode: 'serial' });

let stack: RunningStack;
let operator: APIRequestContext;
let anyone: APIRequestContext;
let lobby: Page;
let centre: Page;

/** The credential the wall on `page` keeps in its browser. */
async function credentialOf(page: Page): Promise<{ wallId: string; secret: string }> {
  const kept = await page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.startsWith('cockpit.fleet.credential:'))?.[1],
  );
  return JSON.parse(kept) as { wallId: string; secret: string };
}
const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
const beatOf = (group: string) => ({
  group,
  route: '/',
  shellBuild: 'shell@0.0.0+forged',
  sdkVersion: '0.0.0',
  uptimeMs: 1,
  beatIntervalMs: 3000,
  viewport: { width: 1920, height: 1080, scale: 1 },
  manifestRevision: '000000000000',
  slots: [],
});

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  stack = await startFleetStack(6900);
  operator = await consoleApi(stack, OPERATOR);
  anyone = await http.newContext({ baseURL: stack.fleetUrl });
  lobby = await openEnrolledWall(browser, stack, { name: 'lobby-9', group: 'hub' });
  centre = await openEnrolledWall(browser, stack, { name: 'centre-9', group: 'xndx', path: '/xndx' });
});
test.afterAll(async () => {
  for (const page of [lobby, centre]) await page?.context().close();
  await operator?.dispose();
  await anyone?.dispose();
  await stack?.close();
});

test("a fresh wall shows a code; claimed in the console as 大厅左屏 in hub, within 5 s it beats under that name, reads hub's layout and the code is gone", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const layouts: string[] = [];
  const wall = await openWall(browser, `${stack.shellUrl}/?wall=lobby-new`, async (context) => {
    context.on('response', (response) => {
      if (/\/api\/walls\/[^/]+\/layouts\.json$/.test(response.url()))
        layouts.push(`${new URL(response.url()).pathname}:${response.status()}`);
    });
  });
  const code = await pairingCode(wall).getAttribute('data-pairing-code', { timeout: 60_000 });
  expect(code).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{6}$/);
  await expect(wall.locator('header [data-pairing-code]')).toContainText(code!);
  const console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_.getByRole('button', { name: '添加墙面' }).click();
  const dialog = console_.getByRole('dialog', { name: '添加墙面' });
  await dialog.getByRole('button', { name: `选择配对码 ${code}` }).click();
  await dialog.getByRole('textbox', { name: '名称' }).fill('大厅左屏');
  await dialog.getByRole('textbox', { name: '位置' }).fill('一楼大厅东墙');
  await dialog.getByRole('combobox', { name: '分组' }).click();
  await console_.getByRole('option', { name: /^hub/ }).click();
  await dialog.getByRole('button', { name: '添加' }).click();
  // The 5 s run from the service's acknowledgement of the claim (the dialog closes on it), not from the click.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const claimed = Date.now();
  await expect
    .poll(
      () =>
        wall.evaluate(
          () => (window as unknown as { __cockpit: { wall: { name?: string; lastBeatAt?: number } } }).__cockpit.wall,
        ),
      { timeout: 5000, intervals: [100] },
    )
    .toMatchObject({ name: '大厅左屏', lastBeatAt: expect.any(Number) });
  test.info().annotations.push({ type: 'claimed → beating', description: `${Date.now() - claimed} ms` });
  await expect(pairingCode(wall)).toHaveCount(0, { timeout: Math.max(0, 5000 - (Date.now() - claimed)) });
  const id = await wallId(wall);
  expect(layouts).toContain(`/api/walls/${id}/layouts.json:200`);
  expect(Date.now() - claimed).toBeLessThan(5000);
  await expect(console_.getByRole('row').filter({ hasText: '大厅左屏' })).toContainText('在线', {
    timeout: 2 * FLEET_BEAT_MS,
  });
  await console_.context().close();
  await wall.context().close();
});

test('a provisioning-token address enrols the wall, and its address bar no longer holds the token', async () => {
  expect(await wallId(lobby)).toBe('lobby-9');
  expect(lobby.url()).not.toContain('enroll');
  expect(lobby.url()).toBe(`${stack.shellUrl}/?wall=lobby-9`);
});

test('no string of config.json, remotes.json or layouts.json is taken as a credential', async () => {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.add(value);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        strings.add(key);
        collect(item);
      }
  };
  for (const file of ['config.json', 'remotes.json', 'layouts.json'])
    collect(await (await anyone.get(`${stack.shellUrl}/${file}`)).json());
  expect(strings.size).toBeGreaterThan(20);
  const accepted: string[] = [];
  for (const candidate of strings) {
    if (!/^[\x21-\x7e]+$/.test(candidate)) continue; // not a header value: no credential either
    const reply = await anyone.post('/api/walls/lobby-9/beat', { headers: bearer(candidate), data: beatOf('hub') });
    if (reply.status() !== 401 && reply.status() !== 403) accepted.push(`${candidate}: ${reply.status()}`);
  }
  expect(accepted).toEqual([]);
});

test("another wall's credential is refused (403) for a beat, a screenshot and layouts.json, and moves nothing", async () => {
  const other = await credentialOf(centre);
  expect(
    (await anyone.post('/api/walls/lobby-9/beat', { headers: bearer(other.secret), data: beatOf('xndx') })).status(),
  ).toBe(403);
  expect((await anyone.get('/api/walls/lobby-9/layouts.json', { headers: bearer(other.secret) })).status()).toBe(403);
  const image = `data:image/jpeg;base64,${'A'.repeat(64)}`;
  expect(
    (
      await anyone.post('/api/walls/lobby-9/screenshot', {
        headers: bearer(other.secret),
        data: { requestId: 'forged', image, width: 1920, height: 1080 },
      })
    ).status(),
  ).toBe(403);
  const wall = (await (await operator.get('/api/walls/lobby-9')).json()) as { group: string };
  expect(wall.group).toBe('hub');
});

test("an operator's screenshot request is answered only by the real wall", async () => {
  test.setTimeout(60_000);
  const { requestId } = (await (
    await operator.post('/api/walls/lobby-9/screenshot-requests', { data: {} })
  ).json()) as { requestId: string };
  const other = await credentialOf(centre);
  const image = `data:image/jpeg;base64,${'A'.repeat(64)}`;
  expect(
    (
      await anyone.post('/api/walls/lobby-9/screenshot', {
        headers: bearer(other.secret),
        data: { requestId, image, width: 1920, height: 1080 },
      })
    ).status(),
  ).toBe(403);
  await expect
    .poll(
      async () =>
        (
          (await (await operator.get('/api/walls/lobby-9')).json()) as {
            screenshot?: { requestId: string; capturedAt?: number };
          }
        ).screenshot,
      { timeout: 30_000 },
    )
    .toMatchObject({ requestId, capturedAt: expect.any(Number) });
  const picture = await operator.get('/api/walls/lobby-9/screenshot');
  expect(picture.ok()).toBe(true);
  expect((await picture.body()).length).toBeGreaterThan(10_000); // the wall's canvas, not the forged 48 bytes
});

test("a wall of hub moved in the console to a group created there from hub redraws with that group's layout, with no page load, and beats in it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await openConsole(browser, stack.fleetUrl!, ADMIN);
  await admin.goto(`${stack.fleetUrl}/groups`);
  await admin.getByRole('button', { name: '新建分组' }).click();
  const create = admin.getByRole('dialog', { name: '新建分组' });
  await create.getByRole('textbox', { name: '分组编号' }).fill('meeting-3f');
  await create.getByRole('textbox', { name: '分组名称' }).fill('三楼会议室');
  await create.getByRole('combobox', { name: '复制自' }).click();
  await admin.getByRole('option', { name: /（hub）$/ }).click();
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create).toBeHidden({ timeout: 20_000 });
  // The new group's page differs from hub's in one slot, so that the wall's redraw shows which layout it follows.
  const { pages } = (await (await operator.get('/api/groups/meeting-3f/layouts')).json()) as {
    pages: { hub: { slots: { id: string; panels: string[] }[] } };
  };
  // Two slots of the same size, so that each panel's declared minimum holds in the other.
  const [first, second] = ['import-talent', 'cultivate-talent'].map((id) =>
    pages.hub.slots.find((slot) => slot.id === id)!,
  );
  first.panels = [...second.panels];
  const saved = await operator.put('/api/groups/meeting-3f/layouts/hub', { data: pages.hub });
  expect({ status: saved.status(), body: await saved.text() }).toMatchObject({ status: 200 });
  const slotPanels = async () =>
    (await wallSlots(lobby)).find((slot) => slot.slot === first.id)?.panels.map((panel) => panel.panel);
  expect(await slotPanels()).not.toEqual(second.panels);
  await lobby.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

  await admin.goto(`${stack.fleetUrl}/walls/lobby-9`);
  await admin.getByRole('button', { name: '移到其他分组' }).click();
  const move = admin.getByRole('dialog', { name: '移到其他分组' });
  await move.getByRole('combobox', { name: '分组' }).click();
  await admin.getByRole('option', { name: 'meeting-3f' }).click();
  await move.getByRole('button', { name: '移动' }).click();
  await expect(move).toBeHidden({ timeout: 20_000 });
  const moved = Date.now();
  await expect.poll(slotPanels, { timeout: 3 * FLEET_BEAT_MS + 20_000 }).toEqual(second.panels);
  expect(await lobby.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The layouts poll may redraw before the next beat's reply names the new group: the wall's own word follows within a beat.
  await expect
    .poll(
      () =>
        lobby.evaluate(() => (window as unknown as { __cockpit: { wall: { group?: string } } }).__cockpit.wall.group),
      { timeout: 3 * FLEET_BEAT_MS + 10_000 },
    )
    .toBe('meeting-3f');
  const beatSinceMove = async () => {
    const wall = (await (await operator.get('/api/walls/lobby-9')).json()) as { group: string; lastSeen: number };
    return { group: wall.group, beatSinceMove: wall.lastSeen > moved };
  };
  await expect
    .poll(beatSinceMove, { timeout: 3 * FLEET_BEAT_MS + 10_000 })
    .toEqual({ group: 'meeting-3f', beatSinceMove: true });
  await admin.context().close();
});

test('a re-paired wall is claimed again from its page: it keeps its id, its old credential is refused (401), and both steps are audited', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const old = await credentialOf(lobby);
  const console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_.goto(`${stack.fleetUrl}/walls/lobby-9`);
  await console_.getByRole('button', { name: '重新配对' }).click();
  await console_.getByRole('dialog', { name: '重新配对' }).getByRole('button', { name: '确定重新配对' }).click();
  await expect(pairingCode(lobby)).toBeVisible({ timeout: 3 * FLEET_BEAT_MS + 20_000 });
  const code = await pairingCode(lobby).getAttribute('data-pairing-code');
  await console_.getByRole('button', { name: '输入新配对码' }).click({ timeout: 20_000 });
  const dialog = console_.getByRole('dialog', { name: '添加墙面' });
  await expect(dialog.getByRole('combobox', { name: '替换墙面' })).toContainText('lobby-9');
  await dialog.getByRole('button', { name: `选择配对码 ${code}` }).click({ timeout: 20_000 });
  await dialog.getByRole('button', { name: '添加' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect.poll(() => wallId(lobby), { timeout: 3 * FLEET_BEAT_MS + 10_000 }).toBe('lobby-9');
  await expect(pairingCode(lobby)).toHaveCount(0);
  expect((await credentialOf(lobby)).secret).not.toBe(old.secret);
  expect(
    (
      await anyone.post('/api/walls/lobby-9/beat', { headers: bearer(old.secret), data: beatOf('meeting-3f') })
    ).status(),
  ).toBe(401);
  const audit = (await (await operator.get('/api/audit')).json()) as {
    action: string;
    target: string;
    detail?: string;
  }[];
  expect(audit.filter((entry) => entry.target === 'lobby-9').map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['wall.re-pair', 'wall.claim']),
  );
  await console_.context().close();
});

test('a retired wall is refused at its next beat and shows a pairing code again', async ({ browser }) => {
  test.setTimeout(60_000);
  const console_ = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console_.goto(`${stack.fleetUrl}/walls/centre-9`);
  await console_.getByRole('button', { name: '停用' }).click();
  await console_.getByRole('dialog', { name: '停用墙面' }).getByRole('button', { name: '确定停用' }).click();
  await expect(console_.getByRole('button', { name: '添加墙面' })).toBeVisible();
  await expect(wallRow(console_, 'centre-9')).toHaveCount(0);
  await expect(pairingCode(centre)).toBeVisible({ timeout: 2 * FLEET_BEAT_MS + 5000 });
  expect(await wallId(centre)).toBeUndefined();
  await expect(centre.locator('[data-slot]').first()).toBeVisible(); // it keeps showing its page
  await console_.context().close();
});
