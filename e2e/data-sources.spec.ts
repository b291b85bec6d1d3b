import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../console/src/server/index';
import { createUser } from '../console/src/server/features/users/users';
import { enrolTestWall, type TestWall } from '../console/src/server/testing/enrol';
import { startTestUpstream, type TestUpstream } from '../console/src/server/testing/upstream-fixture';
import { E2E_PORT_BASE } from './stack-env';

// The operators' path to a figure without a panel team, in the console: an administrator lists the API's host, an
// operator creates the source, types a JSONata mapping and sees the raw answer and the mapped result as they type,
// saves it; a wall reads the mapped value, follows the data within one interval, and keeps it (stale) when the API fails.
const ADMIN = { username: 'src-admin', password: 'sources-admin-2026!' };
const OPERATOR = { username: 'src-ops', password: 'sources-ops-2026!' };
const INTERVAL_S = 2;
test.describe.configure({ mode: 'serial' });

let work: string;
let fleet: ConsoleServer;
let upstream: TestUpstream;
let wall: TestWall;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'cockpit-sources-'));
  upstream = await startTestUpstream(E2E_PORT_BASE + 15001);
  upstream.data = {
    total: 1280,
    list: [
      { name: '软件', value: 30 },
      { name: '硬件', value: 12 },
    ],
  };
  // The shortest interval shortened by the service's setting (the same code path as 5 s), looked at every 100 ms.
  fleet = await startConsoleServer({
    port: E2E_PORT_BASE + 15000,
    dataDir: work,
    localChannel: false,
    sourceTimings: { minIntervalMs: 1000, tickMs: 100 },
  });
  await createUser(fleet.db, { ...ADMIN, role: 'admin', createdBy: 'test' });
  await createUser(fleet.db, { ...OPERATOR, role: 'operator', createdBy: 'test' });
  wall = await enrolTestWall(fleet.db, { group: 'hub', wallId: 'lobby-1' });
  page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
});
test.afterAll(async () => {
  await page?.context().close();
  await fleet?.close();
  await upstream?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function signIn(user: { username: string; password: string }) {
  await page.context().clearCookies();
  await page.goto(`${fleet.url}/sources`);
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码').fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '数据源', exact: true }).click();
  await expect(page.getByRole('heading', { name: '数据源', exact: true })).toBeVisible();
}

const reading = async () =>
  (
    await fetch(`${fleet.url}/api/walls/lobby-1/sources/1/total`, { headers: { authorization: wall.authorization } })
  ).json();

test('an administrator lists the host; a source aimed elsewhere is refused in words', async () => {
  await signIn(ADMIN);
  await page.getByLabel('主机名或 IP 地址').fill('127.0.0.1');
  await page.getByRole('button', { name: '添加' }).click();
  await expect(page.getByRole('button', { name: '127.0.0.1' })).toBeVisible();
  await page.getByRole('button', { name: '新建数据源' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill('meta');
  await dialog.getByLabel('地址').fill('http://169.254.169.254/latest/meta-data/');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText(/169\.254\.169\.254 不在数据源主机白名单中/)).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
});

test('an operator creates a source, sees raw and mapped answers as they type, saves the mapping; a wall reads it', async () => {
  await signIn(OPERATOR);
  await page.getByRole('button', { name: '新建数据源' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('名称').fill('talent');
  await dialog.getByLabel('地址').fill(`${upstream.url}/api/talent`);
  await dialog.getByLabel('刷新间隔（秒）').fill(String(INTERVAL_S));
  await dialog.getByLabel('密钥请求头名').fill('x-token');
  await dialog.getByLabel('密钥值').fill('e2e-secret-value');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByTestId('source-talent')).toContainText('最近成功取数', { timeout: 10_000 });
  await page.getByRole('combobox', { name: '数据源' }).click();
  await page.getByRole('option', { name: 'talent' }).click();
  const expression = page.getByRole('textbox', { name: '映射表达式' });
  await expression.fill('data.(');
  await expect(page.getByTestId('mapping-error')).toContainText('映射表达式语法错误');
  await expression.fill('data.total');
  await expect(page.getByTestId('mapping-result')).toHaveText('1280');
  await expect(page.getByTestId('source-raw')).toContainText('"软件"');
  await page.getByLabel('映射名').fill('total');
  await page.getByRole('button', { name: '保存映射' }).click();
  await expect(page.getByText('已保存映射 total')).toBeVisible();
  expect(await reading()).toMatchObject({ value: 1280, stale: false });
  expect(upstream.lastHeaders['x-token']).toBe('e2e-secret-value');
  await expect(page.locator('body')).not.toContainText('e2e-secret-value');
  await page.screenshot({ path: test.info().outputPath('sources-1920.png'), fullPage: true });
});

test('the wall follows the data within one interval; a failing API keeps the last value, stale, and the console says why', async () => {
  upstream.data = { total: 1300, list: [] };
  await expect
    .poll(async () => (await reading()).value, { timeout: INTERVAL_S * 1000 + 1500, intervals: [200] })
    .toBe(1300);
  upstream.mode = 'html';
  await expect
    .poll(async () => reading(), { timeout: INTERVAL_S * 1000 + 1500, intervals: [200] })
    .toMatchObject({ value: 1300, stale: true, reason: expect.stringContaining('HTML') });
  await expect(page.getByTestId('source-talent')).toContainText('取数失败', { timeout: 10_000 });
  await expect(page.getByTestId('source-talent')).toContainText('上游返回的是 HTML 页面');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: test.info().outputPath('sources-1366.png'), fullPage: true });
  upstream.mode = 'ok';
});
