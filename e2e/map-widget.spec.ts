import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { startTestUpstream, type TestUpstream } from '../console/src/server/testing/upstream-fixture';
import { DEMO_ZONES, demoMap } from '../console/src/server/testing/region-grid';
import { consoleApi, openEnrolledWall } from './fleet-enrol';
import { ADMIN, OPERATOR, openConsole, startFleetStack } from './fleet-stack';
import { E2E_PORT_BASE } from './stack-env';

// The map widget end to end: an administrator uploads the demo's fictional map in the console, an operator binds a
// source's `[{name, value}]` to a map widget in the designer (the unmatched name listed, the live preview coloured),
// and the wall draws the regions coloured by value.
test.describe.configure({ mode: 'serial' });
const SHOTS = '/work/shots/polish';
const zones = (scale: number) => [
  ...DEMO_ZONES.map((name, i) => ({ name, value: (i + 1) * 10 * scale })),
  { name: '不存在区', value: 5 },
];

let stack: RunningStack;
let upstream: TestUpstream;
let ops: APIRequestContext;
let wall: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  upstream = await startTestUpstream(E2E_PORT_BASE + 21700);
  upstream.data = { zones: zones(1) };
  stack = await startFleetStack(21400);
  const admin = await consoleApi(stack, ADMIN);
  expect((await admin.post('/api/source-hosts', { data: { host: '127.0.0.1' } })).ok()).toBe(true);
  await admin.dispose();
  ops = await consoleApi(stack, OPERATOR);
  const made = await ops.post('/api/sources', {
    data: { name: 'zones', method: 'GET', url: `${upstream.url}/api/zones`, intervalMs: 5_000 },
  });
  expect(made.ok(), await made.text()).toBe(true);
  expect(
    (
      await ops.put(`/api/sources/${(await made.json()).id}/mappings/zones`, { data: { expression: 'data.zones' } })
    ).ok(),
  ).toBe(true);
  const put = await ops.put('/api/groups/hub/layouts/hub', {
    data: {
      width: 1920,
      height: 980,
      slots: [{ id: 'w-map', x: 20, y: 10, w: 1100, h: 900, panels: ['notices/notices'] }],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  wall = await openEnrolledWall(browser, stack, { name: 'map-1', group: 'hub' });
});
test.afterAll(async () => {
  await wall?.context().close();
  await ops?.dispose();
  await stack?.close();
  await upstream?.close();
});

/**
 * The map as a person reads it off the wall: the words it draws (each region's name and value) and
 * the distinct fills of its regions (the "no value" fill left out), waited for until the values are `expected`.
 */
async function drawnMap(widget: Locator, expected: string[]): Promise<{ words: string[]; fills: string[] }> {
  const words = () => widget.locator('svg text').allTextContents();
  await expect.poll(words, { timeout: 30_000 }).toEqual(expect.arrayContaining(expected));
  // A region is a path drawn with the map's border (the widget's rgba(64, 156, 255, 0.7), as stroke and its opacity).
  const fills = await widget
    .locator('svg path[stroke="rgb(64,156,255)"]')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill') ?? ''));
  return { words: await words(), fills: [...new Set(fills.filter((f) => !/^rgba?\(64, ?156, ?255/.test(f)))] };
}
/** What each demo zone shows at `scale`: its name and its value with the unit, as the source gives it. */
const labels = (scale: number) => zones(scale).flatMap((z) => (z.name === '不存在区' ? [] : [z.name, `${z.value}家`]));

async function shoot(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
}

test('an administrator uploads the map: its regions and the simplification are shown', async ({ browser }) => {
  const console = await openConsole(browser, stack.fleetUrl!, ADMIN);
  await console.goto(`${stack.fleetUrl}/maps`);
  await console.getByRole('textbox', { name: '地图名称' }).fill('云溪科学城');
  await console
    .getByLabel('GeoJSON 文件')
    .setInputFiles({ name: 'yunxi.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(demoMap()) });
  await console.getByRole('button', { name: '上传', exact: true }).click();
  await expect(console.locator('[data-upload-result]')).toContainText('6 个区域，顶点');
  await expect(console.getByRole('grid', { name: '地图' })).toContainText('北岸科创区');
  await shoot(console, 'upload');
  await console.context().close();
});

test('an operator binds the map widget in the designer: the unmatched name is listed and the preview is coloured; the wall draws it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, stack.fleetUrl!, OPERATOR);
  await console.goto(`${stack.fleetUrl}/layouts`);
  await console.getByRole('button', { name: '槽位 w-map' }).click();
  const region = console.getByRole('region', { name: '槽位 w-map 属性' });
  const group = region.getByRole('group', { name: '数据组件' });
  await expect(async () => {
    if (await group.isHidden()) await region.getByRole('button', { name: '放入数据组件' }).click();
    await expect(group).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const pick = async (list: string, option: string | RegExp) => {
    await group.getByRole('combobox', { name: list }).click();
    await console.getByRole('option', { name: option }).click();
  };
  await pick('组件类型', '区域地图');
  await pick('映射', 'zones');
  await pick('地图', /^云溪科学城（6 个区域）/);
  await group.getByRole('textbox', { name: '组件标题' }).fill('片区企业数');
  await group.getByRole('textbox', { name: '单位' }).fill('家');
  await expect(group.locator('[data-unmatched-regions]')).toHaveText(/未匹配的区域：不存在区/, { timeout: 20_000 });
  await region.getByLabel('大屏地址').fill(stack.shellUrl);
  const preview = region
    .frameLocator('iframe[title="预览 widgets/map"]')
    .locator('[data-slot="preview"] [data-widget="map"]');
  // Six zones of six values: six fills, each region's own figure under its name.
  expect((await drawnMap(preview, labels(1))).fills).toHaveLength(6);
  await shoot(console, 'designer');
  await console.getByRole('button', { name: '保存' }).click();
  await expect(console.getByText(/已保存/)).toBeVisible();
  await console.context().close();

  const slot = wall.locator('[data-slot="w-map"] [data-panel]').first();
  await expect(slot).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  const widget = slot.locator('[data-widget="map"]');
  await expect(widget).toHaveAttribute('data-unmatched', '不存在区');
  await expect(widget.locator('[role="img"]')).toHaveAttribute('aria-label', /片区企业数：北岸科创区10，湖心研发区20/);
  // Each region's own figure, and as many colours as distinct values (every region at 0, or in one colour, fails).
  expect((await drawnMap(widget, labels(1))).fills).toHaveLength(6);
  await shoot(wall, 'wall');
  upstream.data = { zones: zones(3) };
  // The source changed upstream: within an interval the wall shows the new figures.
  expect((await drawnMap(widget, labels(3))).fills).toHaveLength(6);
  await shoot(wall, 'wall-changed');
});
