import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PageLayout } from '../console/src/protocol';
import type { RunningStack } from '../tools';
import { OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { centre, drag } from './layout-designer-steps';

// The designer's snapping, handles and fit, with real pointer drags (no wall needed: the service keeps the page).
test.describe.configure({ mode: 'serial' });

/** large-3's left edge sits off the grid (1283), so a snap to it is told apart from a snap to the grid. */
const PAGE: PageLayout = {
  width: 1920,
  height: 980,
  slots: [
    { id: 'large-1', x: 0, y: 0, w: 600, h: 400, panels: ['talent/import-talent'] },
    { id: 'large-3', x: 1283, y: 0, w: 600, h: 400, panels: ['teams/running-teams'] },
    { id: 'large-2', x: 0, y: 500, w: 900, h: 400, panels: ['chain/industry-chain'] },
  ],
};
let stack: RunningStack;
let designer: Page;
let api: APIRequestContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  stack = await startFleetStack(5100);
  api = await http.newContext({ baseURL: stack.fleetUrl });
  expect(
    (await api.post('/api/session', { data: { username: OPERATOR.username, password: OPERATOR.password } })).ok(),
  ).toBe(true);
  expect((await api.put('/api/groups/hub/layouts/hub', { data: PAGE })).status()).toBe(200);
  designer = await openConsole(browser, stack.fleetUrl!, OPERATOR);
});

test.afterAll(async () => {
  await designer?.context().close();
  await api?.dispose();
  await stack?.close();
});

const slotOf = (id: string) => designer.getByRole('button', { name: `槽位 ${id}`, exact: true });
const field = (label: string) =>
  designer.getByRole('region', { name: /属性$/ }).getByRole('spinbutton', { name: label, exact: true });
const numbers = async () =>
  Promise.all(['x', 'y', '宽 w', '高 h'].map(async (label) => Number(await field(label).inputValue())));
const canvas = () => designer.getByRole('group', { name: /^页面画布/ });

async function open(size: { width: number; height: number }): Promise<number> {
  await designer.setViewportSize(size);
  await designer.goto(`${stack.fleetUrl}/layouts?group=hub&page=hub`);
  await expect(slotOf('large-2')).toBeVisible();
  await expect.poll(async () => Number(await canvas().getAttribute('data-scale'))).toBeGreaterThan(0);
  return Number(await canvas().getAttribute('data-scale'));
}

/** Where a page point is on screen. */
async function onScreen(page: { x: number; y: number }): Promise<{ x: number; y: number }> {
  const box = (await canvas().boundingBox())!;
  const scale = box.width / PAGE.width;
  return { x: box.x + page.x * scale, y: box.y + page.y * scale };
}

test('a move and a resize aimed off the grid land on it; an edge 4 px from a neighbour meets it, with a guide during the drag', async () => {
  const scale = await open({ width: 1920, height: 1080 });
  await slotOf('large-2').click();
  const grab = await centre(slotOf('large-2'));
  // Aimed at (207.3, 543.4): the grid's (210, 540), no neighbour's line within reach.
  await drag(designer, grab, { x: grab.x + 207.3 * scale, y: grab.y + 43.4 * scale });
  await expect.poll(numbers).toEqual([210, 540, 900, 400]);

  // large-1's bottom-right handle aimed at 703.4×443.2: 700×440. (At 750 wide its centre line, 375, would sit as near
  // large-2's moved left edge below as large-3's edge does to its right edge: a tie either snap may win.)
  await slotOf('large-1').click();
  const corner = await onScreen({ x: 600, y: 400 });
  await drag(
    designer,
    { x: corner.x - 1, y: corner.y - 1 },
    { x: corner.x - 1 + 103.4 * scale, y: corner.y - 1 + 43.2 * scale },
  );
  await expect.poll(numbers).toEqual([0, 0, 700, 440]);

  // large-2's right edge dragged to 4 px short of large-3's left edge (1283): it meets it, not the grid's 1280.
  await slotOf('large-2').click();
  const from = await centre(slotOf('large-2'));
  const to = { x: from.x + (1283 - 4 - 1110) * scale, y: from.y };
  await designer.mouse.move(from.x, from.y);
  await designer.mouse.down();
  await designer.mouse.move(to.x, to.y, { steps: 12 });
  const guide = designer.locator('[data-guide="x"][data-at="1283"]');
  await expect(guide).toBeVisible();
  await designer.screenshot({ path: test.info().outputPath('snap-guide-1920x1080.png') });
  await designer.mouse.up();
  await expect(guide).toHaveCount(0);
  await expect.poll(numbers).toEqual([383, 540, 900, 400]);
});

test('Alt drags freely: the slot lands where the pointer put it', async () => {
  const scale = await open({ width: 1920, height: 1080 });
  await slotOf('large-2').click();
  const [x] = await numbers();
  const grab = await centre(slotOf('large-2'));
  await designer.keyboard.down('Alt');
  await drag(designer, grab, { x: grab.x + 73 * scale, y: grab.y });
  await designer.keyboard.up('Alt');
  await expect.poll(async () => (await numbers())[0]).not.toBe(x);
  const [moved] = await numbers();
  expect(Math.abs(moved - (x + 73))).toBeLessThanOrEqual(2);
  expect(moved % 10).not.toBe(0);
  await designer.getByRole('button', { name: '放弃修改' }).click();
});

test('typed numbers move the handles with the slot', async () => {
  await open({ width: 1920, height: 1080 });
  await slotOf('large-1').click();
  await field('x').fill('1000');
  await field('y').fill('500');
  const slot = (await slotOf('large-1').boundingBox())!;
  const handle = designer.locator('.moveable-control.moveable-se');
  await expect
    .poll(async () => {
      const box = (await handle.boundingBox())!;
      return [
        Math.round(box.x + box.width / 2 - (slot.x + slot.width)),
        Math.round(box.y + box.height / 2 - (slot.y + slot.height)),
      ].map(Math.abs);
    })
    .toEqual([0, 0]);
  // A drag from the slot's centre moves the slot (no stale handle left there).
  const grab = await centre(slotOf('large-1'));
  await drag(designer, grab, { x: grab.x + 40, y: grab.y + 40 });
  await expect.poll(async () => (await numbers())[1]).toBeGreaterThan(500);
  await designer.getByRole('button', { name: '放弃修改' }).click();
});

test('at 1366×768 with a slot selected, 面板库 and its first panels are in view beside the inspector, without scrolling', async () => {
  await open({ width: 1366, height: 768 });
  await slotOf('large-1').click();
  await expect(field('x')).toBeVisible();
  const palette = designer.getByRole('region', { name: '面板库' });
  await expect(palette.getByRole('heading', { name: '面板库' })).toBeInViewport({ ratio: 1 });
  const items = palette.getByRole('list', { name: '可添加的面板' }).getByRole('listitem');
  await expect(items.nth(1)).toBeInViewport({ ratio: 1 });
  await expect(items.first()).toBeInViewport({ ratio: 1 });
  await expect(field('x')).toBeInViewport({ ratio: 1 });
  expect(await designer.evaluate(() => [scrollY, document.documentElement.scrollHeight - innerHeight])).toEqual([0, 0]);
  await designer.screenshot({ path: test.info().outputPath('designer-palette-1366x768.png') });
});

test('at 1366×768 the canvas, 保存 and a refusal are in view without scrolling, and the refusal does not move the canvas', async () => {
  await open({ width: 1366, height: 768 });
  await expect(canvas()).toBeInViewport({ ratio: 1 });
  await expect(designer.getByRole('button', { name: '保存' })).toBeInViewport({ ratio: 1 });
  const before = (await canvas().boundingBox())!;
  await slotOf('large-1').click();
  await drag(designer, await centre(slotOf('large-1')), await centre(slotOf('large-2')));
  const refusal = designer.getByRole('alert').filter({ hasText: '已撤回这次修改' });
  await expect(refusal).toContainText('槽位 large-1 会与槽位 large-2 重叠');
  await expect(refusal).toBeInViewport({ ratio: 1 });
  expect(await canvas().boundingBox()).toEqual(before);
  expect(
    await designer.evaluate(() => [
      scrollX,
      scrollY,
      document.documentElement.scrollWidth - innerWidth,
      document.documentElement.scrollHeight - innerHeight,
    ]),
  ).toEqual([0, 0, 0, 0]);
  await designer.screenshot({ path: test.info().outputPath('designer-1366x768.png') });
  await designer.setViewportSize({ width: 1920, height: 1080 });
  await designer.screenshot({ path: test.info().outputPath('designer-1920x1080.png') });
});
