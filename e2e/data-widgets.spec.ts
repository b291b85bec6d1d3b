import { expect, test, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { startTestUpstream, type TestUpstream } from '../console/src/server/testing/upstream-fixture';
import { consoleApi, openEnrolledWall } from './fleet-enrol';
import { ADMIN, OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { E2E_PORT_BASE } from './stack-env';

// The operators' figure without a panel team, on a wall: a source served by a test server (its answer in the seed's {code, msg, data}), the seven widget kinds
// bound in group hub's layout by clicks in the designer, each seen with its real data in the slot's live preview (a
// sandboxed frame fed by the console), the wall showing the mapped values as text, following a change within one
// interval and a second (fetched on time, pushed over the wall's stream), and keeping the last good values with the stale badge when the upstream is down.
test.describe.configure({ mode: 'serial' });
const INTERVAL_MS = 5_000;
const MAPPINGS: Record<string, string> = {
  total: 'data.total',
  months: '{"x": data.months, "series": [{"name": "人数", "data": data.counts}]}',
  items: 'data.items.{"label": name, "value": value}[]',
  rows: 'data.items.{"名称": name, "数量": value}[]',
  notice: 'data.notice',
  share: '{"value": data.done, "max": data.target}',
};
type WidgetKind = 'number' | 'chart' | 'pie' | 'ranking' | 'board' | 'text' | 'gauge';
/** Each kind's name in the 组件类型 list (shared-sdk's WIDGET_KINDS). */
const KIND_NAMES: Record<WidgetKind, string> = {
  number: '数字卡片',
  chart: '折线/柱状图',
  pie: '饼图/环图',
  ranking: '排行条',
  board: '滚动表格',
  text: '文本/跑马灯',
  gauge: '进度/仪表盘',
};
/** Each kind, its mapping, its display options (the variant by its label in the 样式 list). */
const KINDS: [WidgetKind, string, { title: string; unit?: string; variant?: string }][] = [
  ['number', 'total', { title: '在册企业', unit: '家' }],
  ['chart', 'months', { title: '月度人数', variant: '柱状' }],
  ['pie', 'items', { title: '行业占比', variant: '环图' }],
  ['ranking', 'items', { title: '行业排行', unit: '家' }],
  ['board', 'rows', { title: '企业明细' }],
  ['text', 'notice', { title: '通知', variant: '跑马灯' }],
  ['gauge', 'share', { title: '完成进度', unit: '%' }],
];
/** The mapped value as each kind shows it in text: its own text, or its chart's accessible label. */
const SHOWS: Record<WidgetKind, (panel: Locator) => Promise<void>> = {
  number: (panel) =>
    expect(panel.locator('[data-value]').first()).toHaveAttribute('data-value', '1,280', { timeout: 30_000 }),
  chart: (panel) =>
    expect(panel.locator('[aria-label]').first()).toHaveAttribute('aria-label', /人数3、5、8/, { timeout: 30_000 }),
  pie: (panel) =>
    expect(panel.locator('[aria-label]').first()).toHaveAttribute('aria-label', /软件30/, { timeout: 30_000 }),
  ranking: (panel) => expect(panel).toContainText('30家', { timeout: 30_000 }),
  board: (panel) => expect(panel).toContainText('硬件', { timeout: 30_000 }),
  text: (panel) => expect(panel).toContainText('园区安全会议', { timeout: 30_000 }),
  gauge: (panel) =>
    expect(panel.locator('[aria-label]').first()).toHaveAttribute('aria-label', /完成进度：42%/, { timeout: 30_000 }),
};
const data = (total: number) => ({
  total,
  months: ['1月', '2月', '3月'],
  counts: [3, 5, 8],
  items: [
    { name: '软件', value: 30 },
    { name: '硬件', value: 12 },
    { name: '服务', value: 7 },
  ],
  notice: '本周五下午三点召开园区安全会议',
  done: 42,
  target: 60,
});

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
  const made = await ops.post('/api/sources', {
    data: { name: 'park', method: 'GET', url: `${upstream.url}/api/park`, intervalMs: INTERVAL_MS },
  });
  expect(made.ok(), await made.text()).toBe(true);
  for (const [name, expression] of Object.entries(MAPPINGS))
    expect((await ops.put(`/api/sources/1/mappings/${name}`, { data: { expression } })).ok()).toBe(true);
  // Seven plain slots: each becomes a data widget in the designer below, by clicks.
  const slots = KINDS.map(([kind], i) => ({
    id: `w-${kind}`,
    x: 14 + (i % 4) * 474,
    y: 10 + Math.floor(i / 4) * 480,
    w: 464,
    h: 460,
    panels: ['notices/notices'],
  }));
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

/** The designer's clicks for one slot: a widget of `kind` on the source's `mapping`, with its title, unit and variant. */
async function bind(
  console: Page,
  [kind, mapping, options]: (typeof KINDS)[number],
): Promise<{ group: Locator; preview: FrameLocator }> {
  await console.getByRole('button', { name: `槽位 w-${kind}` }).click();
  const region = console.getByRole('region', { name: `槽位 w-${kind} 属性` });
  const group = region.getByRole('group', { name: '数据组件' });
  // Under load a click on the freshly selected slot's inspector can land before it has settled: click again until the section opens.
  await expect(async () => {
    if (await group.isHidden()) await region.getByRole('button', { name: '放入数据组件' }).click();
    await expect(group).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const pick = async (list: string, option: string) => {
    await group.getByRole('combobox', { name: list }).click();
    await console.getByRole('option', { name: option, exact: true }).click();
  };
  if (kind !== 'number') await pick('组件类型', KIND_NAMES[kind]);
  await pick('映射', mapping);
  await group.getByRole('textbox', { name: '组件标题' }).fill(options.title);
  if (options.unit) await group.getByRole('textbox', { name: '单位' }).fill(options.unit);
  if (options.variant) await pick('样式', options.variant);
  return { group, preview: region.frameLocator(`iframe[title="预览 widgets/${kind}"]`) };
}

test('an operator binds each kind in the designer and sees it live with real data; the wall shows every kind mapped, as text', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console.goto(`${stack.fleetUrl}/layouts`);
  for (const entry of KINDS) {
    const { group, preview } = await bind(console, entry);
    if (entry[0] === 'number')
      await expect(group.locator('[data-widget-reading]')).toContainText('1280', { timeout: 15_000 });
    if (entry[0] !== 'gauge') continue;
    // The slot's live preview: a sandboxed frame without a credential, showing the reading the console sent it.
    await console.getByRole('region', { name: '槽位 w-gauge 属性' }).getByLabel('大屏地址').fill(stack.shellUrl);
    await SHOWS.gauge(preview.locator('[data-slot="preview"] [data-panel]').first());
  }
  // The whole draft page in one frame: every kind with its real data before anything is saved.
  await console.getByRole('button', { name: '预览整页' }).click();
  const dialog = console.getByRole('dialog', { name: /预览整页/ });
  const page = dialog.frameLocator('iframe[title="整页预览 hub"]');
  for (const [kind] of KINDS) await SHOWS[kind](page.locator(`[data-slot="w-${kind}"] [data-panel]`).first());
  for (const [w, h] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await console.setViewportSize({ width: w, height: h });
    await console.screenshot({ path: `test-results/data-widgets-preview-${w}x${h}.png` });
  }
  await dialog.getByRole('button', { name: '关闭' }).click();
  await console.getByRole('button', { name: '保存' }).click();
  await expect(console.getByText(/已保存/)).toBeVisible();
  await console.context().close();

  await expect(slot('number').locator('[data-value]').first()).toHaveAttribute('data-value', '1,280', {
    timeout: 30_000,
  });
  await expect(slot('number')).toContainText('家');
  await expect(slot('ranking')).toContainText('软件');
  await expect(slot('ranking')).toContainText('30家');
  await expect(slot('board')).toContainText('硬件');
  await expect(slot('text')).toContainText('园区安全会议');
  for (const [w, h] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await wall.setViewportSize({ width: w, height: h });
    await wall.screenshot({ path: `test-results/data-widgets-${w}x${h}.png` });
  }
  await wall.setViewportSize({ width: 1920, height: 1080 });
  for (const [kind] of KINDS) await SHOWS[kind](slot(kind));
});

test('the wall follows a change within one interval + 1 s, and keeps the last good values with the stale badge when the upstream is down', async () => {
  upstream.data = data(1333);
  // At most one interval until the next fetch, then the push: no poll and no cache in between.
  await expect(slot('number').locator('[data-value]').first()).toHaveAttribute('data-value', '1,333', {
    timeout: INTERVAL_MS + 1_000,
  });
  upstream.mode = 'down';
  await expect(slot('number')).toHaveAttribute('data-state', 'stale', { timeout: INTERVAL_MS * 3 });
  await expect(slot('number').locator('[data-value]').first()).toHaveAttribute('data-value', '1,333');
  await expect(slot('ranking')).toHaveAttribute('data-state', 'stale');
});
