import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { startTestUpstream, type TestUpstream } from '../console/src/server/testing/upstream-fixture';
import { consoleApi, openEnrolledWall } from './fleet-enrol';
import { ADMIN, OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { E2E_PORT_BASE } from './stack-env';

// The operators' figure without a panel team, on a wall: a source served by a test server (its answer in the seed's {code, msg, data}), the seven widget kinds in
// group hub's layout (one bound in the designer by clicks), the wall showing the mapped values as text, following a
// change within one interval, and keeping the last good values with the stale badge when the upstream is down.
test.describe.configure({ mode: 'serial' });
const INTERVAL_MS = 5_000;
const MAPPINGS: Record<string, string> = {
  total: 'data.total', months: '{"x": data.months, "series": [{"name": "人数", "data": data.counts}]}', items: 'data.items.{"label": name, "value": value}[]',
  rows: 'data.items.{"名称": name, "数量": value}[]', notice: 'data.notice', share: '{"value": data.done, "max": data.target}',
};
const KINDS: [string, string, Record<string, unknown>][] = [
  ['number', 'total', { title: '在册企业', unit: '家' }], ['chart', 'months', { title: '月度人数', variant: 'bar' }], ['pie', 'items', { title: '行业占比', variant: 'ring' }],
  ['ranking', 'items', { title: '行业排行', unit: '家' }], ['board', 'rows', { title: '企业明细' }], ['text', 'notice', { title: '通知', variant: 'marquee' }], ['gauge', 'share', { title: '完成进度', unit: '%' }],
];
const data = (total: number) => ({ total, months: ['1月', '2月', '3月'], counts: [3, 5, 8], items: [{ name: '软件', value: 30 }, { name: '硬件', value: 12 }, { name: '服务', value: 7 }], notice: '本周五下午三点召开园区安全会议', done: 42, target: 60 });

let stack: RunningStack;
let upstream: TestUpstream;
let ops: APIRequestContext;
let wall: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  upstream = await startTestUpstream(E2E_PORT_BASE + 18300);
  upstream.data = data(1280);
  stack = await startFleetStack(18000);
  const admin = await consoleApi(stack, ADMIN);
  expect((await admin.post('/api/source-hosts', { data: { host: '127.0.0.1' } })).ok()).toBe(true);
  ops = await consoleApi(stack, OPERATOR);
  const made = await ops.post('/api/sources', { data: { name: 'park', method: 'GET', url: `${upstream.url}/api/park`, intervalMs: INTERVAL_MS } });
  expect(made.ok(), await made.text()).toBe(true);
  for (const [name, expression] of Object.entries(MAPPINGS)) expect((await ops.put(`/api/sources/1/mappings/${name}`, { data: { expression } })).ok()).toBe(true);
  // Six kinds placed through the API; the number card is bound in the designer below, by clicks.
  const slots = KINDS.map(([kind, mapping, options], i) => ({ id: `w-${kind}`, x: 14 + (i % 4) * 474, y: 10 + Math.floor(i / 4) * 480, w: 464, h: 460, panels: [kind === 'number' ? 'notices/notices' : `widgets/${kind}`], ...(kind === 'number' ? {} : { widget: { kind, source: 1, mapping, options } }) }));
  const put = await ops.put('/api/groups/hub/layouts/hub', { data: { width: 1920, height: 980, slots } });
  expect(put.status(), await put.text()).toBe(200);
  wall = await openEnrolledWall(browser, stack, { name: 'widgets-1', group: 'hub' });
});
test.afterAll(async () => {
  await wall?.context().close();
  await ops?.dispose();
  await stack?.close();
  await upstream?.close();
});

const slot = (kind: string) => wall.locator(`[data-slot="w-${kind}"] [data-panel]`).first();

test('an operator binds a slot to the source in the designer; the wall shows every kind mapped, as text', async ({ browser }) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console.goto(`${stack.fleetUrl}/layouts`);
  await console.getByRole('button', { name: '槽位 w-number' }).click();
  const region = console.getByRole('region', { name: '槽位 w-number 属性' });
  await region.getByRole('button', { name: '放入数据组件' }).click();
  const group = region.getByRole('group', { name: '数据组件' });
  await group.getByRole('combobox', { name: '映射' }).click();
  await console.getByRole('option', { name: 'total' }).click();
  await group.getByRole('textbox', { name: '组件标题' }).fill('在册企业');
  await group.getByRole('textbox', { name: '单位' }).fill('家');
  await expect(group.locator('[data-widget-reading]')).toContainText('1280', { timeout: 15_000 });
  await console.getByRole('button', { name: '保存' }).click();
  await expect(console.getByText(/已保存/)).toBeVisible();
  await console.context().close();

  await expect(slot('number').locator('[data-value]').first()).toHaveAttribute('data-value', '1,280', { timeout: 30_000 });
  await expect(slot('number')).toContainText('家');
  await expect(slot('ranking')).toContainText('软件');
  await expect(slot('ranking')).toContainText('30家');
  await expect(slot('board')).toContainText('硬件');
  await expect(slot('text')).toContainText('园区安全会议');
  for (const [w, h] of [[1920, 1080], [1366, 768]]) {
    await wall.setViewportSize({ width: w, height: h });
    await wall.screenshot({ path: `test-results/data-widgets-${w}x${h}.png` });
  }
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await expect(slot('gauge').locator('[aria-label]').first()).toHaveAttribute('aria-label', /完成进度：42%/);
  await expect(slot('chart').locator('[aria-label]').first()).toHaveAttribute('aria-label', /人数3、5、8/);
  await expect(slot('pie').locator('[aria-label]').first()).toHaveAttribute('aria-label', /软件30/);
});

test('the wall follows a change within one interval, and keeps the last good values with the stale badge when the upstream is down', async () => {
  upstream.data = data(1333);
  await expect(slot('number').locator('[data-value]').first()).toHaveAttribute('data-value', '1,333', { timeout: INTERVAL_MS * 2 + 2_000 });
  upstream.mode = 'down';
  await expect(slot('number')).toHaveAttribute('data-state', 'stale', { timeout: INTERVAL_MS * 3 });
  await expect(slot('number').locator('[data-value]').first()).toHaveAttribute('data-value', '1,333');
  await expect(slot('ranking')).toHaveAttribute('data-state', 'stale');
});
