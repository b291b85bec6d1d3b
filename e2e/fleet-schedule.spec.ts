import { expect, request as http, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import type { WallSummary } from '../console/src/protocol';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { expectEveryPanel, wallSlots } from './wall-stack';

// A group's week runs on the wall by its own clock (Playwright's clock, started at the real time and moved forward):
// an off window blacks the wall out with no data call while it beats on; a daypart changes a slot with no page load.
test.describe.configure({ mode: 'serial' });

const MINUTE = 60_000;
const SLOT = 'institutions';
let stack: RunningStack;
let operatorApi: APIRequestContext;

/** A moment as the group's clocks (Asia/Shanghai, UTC+8 all year) show it: ISO weekday and HH:mm. */
function shanghai(epochMs: number): { day: number; time: string } {
  const local = new Date(epochMs + 8 * 3600_000);
  const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return { day: local.getUTCDay() === 0 ? 7 : local.getUTCDay(), time: hhmm(local) };
}

/** A one-minute window starting at the whole minute `start` (epoch ms), on the day it starts. */
function windowAt(start: number): { days: number[]; from: string; to: string } {
  const from = shanghai(start);
  return { days: [from.day], from: from.time, to: shanghai(start + MINUTE).time };
}

async function putSchedule(schedule: Record<string, unknown>): Promise<void> {
  const reply = await operatorApi.put('/api/groups/hub/schedule', {
    data: { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [], ...schedule },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** Opens wall `wallId`, enrolled in group hub, with its clock installed at the real time (it runs on naturally until moved). */
async function wallWithClock(browser: Browser, wallId: string): Promise<{ wall: Page; requests: string[] }> {
  const requests: string[] = [];
  const wall = await openEnrolledWall(browser, stack, {
    name: wallId,
    group: 'hub',
    before: async (context) => {
      context.on('request', (request) => requests.push(request.url()));
      await context.clock.install({ time: Date.now() });
    },
  });
  await expectEveryPanel(wall, 'ready', 120_000);
  await wall.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  return { wall, requests };
}

/** Moves the wall's clock forward to `target` (epoch ms on its clock); its due timers fire once. */
async function moveClockTo(wall: Page, target: number): Promise<void> {
  const now = await wall.evaluate(() => Date.now());
  if (target > now) await wall.clock.fastForward(target - now);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startFleetStack(2300, { manifestPollMs: 2000 });
  operatorApi = await http.newContext({ baseURL: stack.fleetUrl });
  expect(
    (
      await operatorApi.post('/api/session', { data: { username: OPERATOR.username, password: OPERATOR.password } })
    ).ok(),
  ).toBe(true);
});
test.afterAll(async () => {
  await operatorApi?.dispose();
  await stack?.close();
});

test('an off window starting on the wall’s clock turns it black: no data call, beats go on, and it comes back when the window ends', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const start = Math.ceil((Date.now() + 4 * MINUTE) / MINUTE) * MINUTE;
  await putSchedule({ screenOff: [windowAt(start)] });
  const { wall, requests } = await wallWithClock(browser, 'night-1');
  await moveClockTo(wall, start - 3000);
  await expect(wall.locator('[data-screen-off="black"]')).toBeVisible({ timeout: 10_000 });
  await expect(wall.locator('[data-slot]')).toHaveCount(0);

  const api = (url: string) => url.startsWith(stack.apiUrl);
  const beat = (url: string) => url.endsWith('/api/walls/night-1/beat');
  await wall.waitForTimeout(1000); // requests already on the wire when it went dark
  const before = requests.length;
  await wall.waitForTimeout(13_000); // past a panel refresh (10 s) and four beats (3 s)
  const during = requests.slice(before);
  console.log(`关屏 13 秒内：数据接口请求 ${during.filter(api).length} 次，心跳 ${during.filter(beat).length} 次`);
  expect(during.filter(api)).toEqual([]);
  expect(during.filter(beat).length).toBeGreaterThanOrEqual(3);
  await expect
    .poll(
      async () =>
        ((await (await operatorApi.get('/api/walls')).json()) as WallSummary[]).find((w) => w.wallId === 'night-1')
          ?.screen,
    )
    .toEqual({ off: true });

  await moveClockTo(wall, start + MINUTE);
  await expect(wall.locator('[data-screen-off]')).toHaveCount(0, { timeout: 10_000 });
  await expectEveryPanel(wall, 'ready', 60_000);
  expect(requests.slice(before).filter(api).length).toBeGreaterThan(0);
  expect(await wall.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await wall.context().close();
});

test('a daypart starting on the wall’s clock switches its layout in place, and the group’s own layout returns when it ends', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { pages } = (await (await operatorApi.get('/api/groups/hub/layouts')).json()) as {
    pages: { hub: { slots: { id: string; panels: string[] }[] } };
  };
  const own = pages.hub.slots.find((s) => s.id === SLOT)!.panels;
  const other = pages.hub.slots.find((s) => !s.panels.some((p) => own.includes(p)))!.panels[0];
  const night = structuredClone(pages.hub);
  night.slots.find((s) => s.id === SLOT)!.panels = [other];
  const start = Math.ceil((Date.now() + 4 * MINUTE) / MINUTE) * MINUTE;
  await putSchedule({ dayparts: [{ name: '夜间', ...windowAt(start), pages: { hub: night } }] });
  const { wall } = await wallWithClock(browser, 'night-2');
  const slotPanels = async () => (await wallSlots(wall)).find((s) => s.slot === SLOT)?.panels.map((p) => p.panel);
  expect(await slotPanels()).toEqual(own);

  await moveClockTo(wall, start + 1000);
  await expect.poll(slotPanels, { timeout: 5000, intervals: [250] }).toEqual([other]);
  await expect
    .poll(
      async () =>
        ((await (await operatorApi.get('/api/walls')).json()) as WallSummary[]).find((w) => w.wallId === 'night-2')
          ?.screen,
    )
    .toEqual({ off: false, daypart: '夜间' });
  await moveClockTo(wall, start + MINUTE + 1000);
  await expect.poll(slotPanels, { timeout: 5000, intervals: [250] }).toEqual(own);
  expect(await wall.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await wall.context().close();
});

test('the 夜间 daypart edited in the 布局 designer is what the wall shows in that window', async ({ browser }) => {
  test.setTimeout(300_000);
  const { pages } = (await (await operatorApi.get('/api/groups/hub/layouts')).json()) as {
    pages: { hub: { slots: { id: string }[] } };
  };
  const start = Math.ceil((Date.now() + 5 * MINUTE) / MINUTE) * MINUTE;
  await putSchedule({ dayparts: [{ name: '夜间', ...windowAt(start), pages: { hub: pages.hub } }] });
  const designer = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await designer
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '布局', exact: true })
    .click();
  await designer.getByRole('combobox', { name: '布局方案' }).click();
  await designer.getByRole('option', { name: '时段：夜间' }).click();
  await designer.getByRole('button', { name: `槽位 ${SLOT}`, exact: true }).click();
  await designer.getByRole('button', { name: '删除槽位' }).click();
  await designer.getByRole('button', { name: '保存' }).click();
  await expect(designer.getByText('已保存，分组 hub 的墙面将在下一次轮询时于「夜间」时段内显示新布局')).toBeVisible();
  await designer.context().close();

  const { wall } = await wallWithClock(browser, 'night-3');
  const slotIds = async () => (await wallSlots(wall)).map((s) => s.slot).sort();
  const own = pages.hub.slots.map((s) => s.id).sort();
  expect(await slotIds()).toEqual(own);
  await moveClockTo(wall, start + 1000);
  await expect.poll(slotIds, { timeout: 10_000, intervals: [250] }).toEqual(own.filter((id) => id !== SLOT));
  await moveClockTo(wall, start + MINUTE + 1000);
  await expect.poll(slotIds, { timeout: 10_000, intervals: [250] }).toEqual(own);
  await wall.context().close();
});

test('a stale save of a daypart’s page is refused with its current version, and an earlier version is restored', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { pages } = (await (await operatorApi.get('/api/groups/hub/layouts')).json()) as {
    pages: { hub: { slots: { id: string; title?: string }[] } };
  };
  await putSchedule({
    dayparts: [
      {
        name: '夜间',
        ...windowAt(Math.ceil((Date.now() + 120 * MINUTE) / MINUTE) * MINUTE),
        pages: { hub: pages.hub },
      },
    ],
  });
  const versionsPath = `/api/groups/hub/dayparts/${encodeURIComponent('夜间')}/layouts/hub/versions`;
  const latest = async () =>
    ((await (await operatorApi.get(versionsPath)).json()) as { version: number }[]).reduce(
      (top, v) => Math.max(top, v.version),
      0,
    );
  const base = await latest();

  const designer = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await designer
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '布局', exact: true })
    .click();
  await designer.getByRole('combobox', { name: '布局方案' }).click();
  await designer.getByRole('option', { name: '时段：夜间' }).click();
  const slot = (id: string) => designer.getByRole('button', { name: `槽位 ${id}`, exact: true });
  await expect(designer.getByText(`时段「夜间」 · 第 ${base} 版`, { exact: false })).toBeVisible();
  await slot(SLOT).click();
  await designer.keyboard.press('ArrowDown');
  await expect(designer.getByText('有未保存的修改', { exact: false })).toBeVisible();

  // Another operator drops the slot from 夜间 while this draft is open.
  const other = { ...pages.hub, slots: pages.hub.slots.filter((s) => s.id !== SLOT) };
  const put = await operatorApi.put(`/api/groups/hub/dayparts/${encodeURIComponent('夜间')}/layouts/hub`, {
    data: other,
    headers: { 'if-match': `"${base}"` },
  });
  expect(put.status(), await put.text()).toBe(200);

  await designer.getByRole('button', { name: '保存' }).click();
  await expect(
    designer.getByText(
      `保存被拒绝：保存冲突：时段「夜间」的页面 hub 已被 ${OPERATOR.username} 保存为第 ${base + 1} 版`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    designer.getByText(`服务器上的当前版本是第 ${base + 1} 版，你的修改基于第 ${base} 版`, { exact: false }),
  ).toBeVisible();
  await designer.getByRole('button', { name: '载入当前版本' }).click();
  await expect(slot(SLOT)).toHaveCount(0);

  await designer
    .getByRole('region', { name: '历史版本' })
    .getByRole('button', { name: `恢复第 ${base} 版` })
    .click();
  await expect(slot(SLOT)).toBeVisible();
  const { schedule } = (await (await operatorApi.get('/api/groups/hub/schedule')).json()) as {
    schedule: { dayparts: { name: string; pages: Record<string, { slots: { id: string }[] }> }[] };
  };
  expect(schedule.dayparts.find((p) => p.name === '夜间')!.pages.hub.slots.map((s) => s.id)).toContain(SLOT);
  expect(await latest()).toBe(base + 2);
  await designer.context().close();
});
