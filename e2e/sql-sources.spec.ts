import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { startTestMariadb, type TestMariadb } from '../console/src/server/testing/mariadb';
import { consoleApi, openEnrolledWall } from './fleet-enrol';
import { ADMIN, OPERATOR, openConsole, startFleetStack } from './fleet-stack';

// The operator's figure from the institution's own database: a MariaDB source made in the console (试运行 shows its
// rows before it is saved), mapped, bound to a ranking in the designer with its live preview; the wall shows the
// rows and follows a change in the database within one interval. A spreadsheet source takes an upload beside it.
test.describe.configure({ mode: 'serial' });
const INTERVAL_S = 5;
const SHOTS = '/work/shots/sql';
const SETUP = `CREATE DATABASE shop; USE shop; CREATE TABLE scores (name varchar(20), value int);
INSERT INTO scores VALUES ('软件', 30), ('硬件', 12), ('服务', 7);
CREATE USER 'reader'@'127.0.0.1' IDENTIFIED BY 'reader-pw-2026'; GRANT SELECT ON shop.* TO 'reader'@'127.0.0.1';`;

let maria: TestMariadb;
let root: Awaited<ReturnType<TestMariadb['root']>>;
let stack: RunningStack;
let ops: APIRequestContext;
let wall: Page;
let console: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  maria = await startTestMariadb();
  root = await maria.root();
  await root.query(SETUP);
  stack = await startFleetStack(21000);
  const admin = await consoleApi(stack, ADMIN);
  expect((await admin.post('/api/source-hosts', { data: { host: '127.0.0.1' } })).ok()).toBe(true);
  ops = await consoleApi(stack, OPERATOR);
  const put = await ops.put('/api/groups/hub/layouts/hub', {
    data: {
      width: 1920,
      height: 980,
      slots: [{ id: 'w-ranking', x: 10, y: 10, w: 900, h: 900, panels: ['notices/notices'] }],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  wall = await openEnrolledWall(browser, stack, { name: 'sql-1', group: 'hub' });
  console = await openConsole(browser, stack.fleetUrl!, OPERATOR);
});
test.afterAll(async () => {
  await wall?.context().close();
  await console?.context().close();
  await ops?.dispose();
  await stack?.close();
  root?.destroy();
  await maria?.stop();
});

const shoot = async (name: string) => {
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await console.setViewportSize({ width, height });
    await console.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png` });
  }
  await console.setViewportSize({ width: 1920, height: 1080 });
};

test('an operator writes the query, sees its rows in 试运行, a write refused in words, saves it and maps it', async () => {
  await console.goto(`${stack.fleetUrl}/sources`);
  await console.getByRole('button', { name: '新建 SQL 数据源' }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^名称/ }).fill('shop');
  await dialog.getByRole('textbox', { name: /^主机/ }).fill('127.0.0.1');
  await dialog.getByRole('spinbutton', { name: '端口' }).fill(String(maria.port));
  await dialog.getByRole('textbox', { name: /^数据库/ }).fill('shop');
  await dialog.getByRole('textbox', { name: /^用户/ }).fill('reader');
  await dialog.getByLabel('密码').fill('reader-pw-2026');
  await dialog.getByRole('textbox', { name: 'SQL 查询' }).fill('DELETE FROM scores');
  await dialog.getByRole('textbox', { name: /^参数/ }).fill('');
  await dialog.getByRole('button', { name: '试运行', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(/只读|权限/);
  await dialog
    .getByRole('textbox', { name: 'SQL 查询' })
    .fill('SELECT name, value\nFROM scores\nWHERE value >= :least\nORDER BY value DESC');
  await dialog.getByRole('textbox', { name: /^参数/ }).fill('least=1');
  await dialog.getByRole('spinbutton', { name: '刷新间隔（秒）' }).fill(String(INTERVAL_S));
  await dialog.getByRole('button', { name: '试运行', exact: true }).click();
  await expect(dialog.getByTestId('sql-trial-summary')).toContainText('3 行');
  await expect(dialog.getByRole('table', { name: '试运行结果' })).toContainText('软件');
  await shoot('query-editor');
  await dialog.getByRole('button', { name: '试运行并保存' }).click();
  await expect(console.getByTestId('source-shop')).toContainText('最近成功取数', { timeout: 15_000 });
  await expect(console.locator('body')).not.toContainText('reader-pw-2026');
  await console.getByRole('combobox', { name: '数据源' }).click();
  await console.getByRole('option', { name: 'shop' }).click();
  await console.getByRole('textbox', { name: '映射表达式' }).fill('$.{"label": name, "value": value}[]');
  await expect(console.getByTestId('mapping-result')).toContainText('软件');
  await console.getByLabel('映射名').fill('items');
  await console.getByRole('button', { name: '保存映射' }).click();
  await expect(console.getByText('已保存映射 items')).toBeVisible();
});

test('the ranking is bound in the designer with its live preview; the wall shows the rows and follows the database within one interval', async () => {
  test.setTimeout(120_000);
  await console.goto(`${stack.fleetUrl}/layouts`);
  await console.getByRole('button', { name: '槽位 w-ranking' }).click();
  const region = console.getByRole('region', { name: '槽位 w-ranking 属性' });
  const group = region.getByRole('group', { name: '数据组件' });
  await expect(async () => {
    if (await group.isHidden()) await region.getByRole('button', { name: '放入数据组件' }).click();
    await expect(group).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const pick = async (list: string, option: string) => {
    await group.getByRole('combobox', { name: list }).click();
    await console.getByRole('option', { name: option, exact: true }).click();
  };
  await pick('组件类型', '排行条');
  await pick('映射', 'items');
  await group.getByRole('textbox', { name: '组件标题' }).fill('行业排行');
  await group.getByRole('textbox', { name: '单位' }).fill('家');
  await region.getByLabel('大屏地址').fill(stack.shellUrl);
  await expect(
    region.frameLocator('iframe[title="预览 widgets/ranking"]').locator('[data-slot="preview"] [data-panel]').first(),
  ).toContainText('30家', { timeout: 30_000 });
  await console.getByRole('button', { name: '保存' }).click();
  await expect(console.getByText(/已保存/)).toBeVisible();
  const slot = wall.locator('[data-slot="w-ranking"] [data-panel]').first();
  await expect(slot).toContainText('30家', { timeout: 30_000 });
  await root.query("UPDATE shop.scores SET value = 99 WHERE name = '硬件'");
  await expect(slot).toContainText('99家', { timeout: INTERVAL_S * 1000 * 2 + 2_000 });
});

test('a spreadsheet source takes an upload: its rows, the kept uploads, a file that is not what it says refused in words', async () => {
  await console.goto(`${stack.fleetUrl}/sources`);
  await console.getByRole('button', { name: '新建表格数据源' }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^名称/ }).fill('monthly');
  await dialog.getByRole('button', { name: '创建' }).click();
  const card = console.getByTestId('source-monthly');
  await card.getByLabel('上传表格 monthly').setInputFiles({
    name: '一月.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('学院,人数\n理学院,12\n工学院,30\n'),
  });
  await expect(card.getByRole('list', { name: 'monthly 的上传记录' })).toContainText('一月.csv');
  await card
    .getByLabel('上传表格 monthly')
    .setInputFiles({ name: '二月.csv', mimeType: 'text/csv', buffer: Buffer.from('学院,人数\n理学院,14\n') });
  await expect(card.getByRole('list', { name: 'monthly 的上传记录' })).toContainText('二月.csv');
  await card.getByLabel('上传表格 monthly').setInputFiles({
    name: 'setup.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)]),
  });
  await expect(card.getByRole('alert')).toContainText('可执行文件');
  await card.scrollIntoViewIfNeeded();
  await shoot('sheet-upload');
});
