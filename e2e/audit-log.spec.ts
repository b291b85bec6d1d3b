import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_WEB_DIR } from '../console/src/server';
import { recordAudit } from '../console/src/server/features/audit';
import { runCliCommand } from '../console/src/server/local-channel/cli-commands';
import { startServiceOn, type TestService } from '../console/src/server/testing/harness';

// The 审计日志 page against a real fleet service: filters applied by the server, the CSV export, and what an audit
// administrator sees once duties are separated. Screenshots at both console sizes under /work/shots/audit/.
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.COCKPIT_SHOTS_DIR ?? '/work/shots/audit';
let service: TestService;
let admin: string;

async function signIn(browser: Browser, username: string, viewport = { width: 1920, height: 1080 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, acceptDownloads: true, locale: 'zh-CN' })).newPage();
  await page.goto(`${service.url}/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('Correct horse battery');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByLabel('当前用户')).toHaveText(username);
  return page;
}

test.beforeAll(async () => {
  service = await startServiceOn(undefined, { webDir: DEFAULT_WEB_DIR });
  admin = await service.login('admin', 'wang-admin');
  for (const [username, role] of [
    ['zhang-san', 'viewer'],
    ['zhang-si', 'operator'],
    ['li-wu', 'viewer'],
  ] as const) {
    await service.request('POST', '/api/users', {
      body: { username, password: 'Long enough password', role },
      headers: { cookie: admin },
    });
  }
  await recordAudit(service.db, {
    actor: 'lobby-1（墙面）',
    action: 'wall.report',
    target: '=HYPERLINK("http://evil.example")',
    detail: '@SUM(A1)',
    ip: '10.0.0.9',
  });
});
test.afterAll(async () => {
  await service?.close();
});

test('the filters find what the server finds, and the export downloads that, as text, and is audited', async ({
  browser,
}) => {
  const page = await signIn(browser, 'wang-admin');
  await page.goto(`${service.url}/audit`);
  const grid = page.getByRole('grid', { name: '审计日志' });
  await expect(grid).toContainText('zhang-san');
  await page.screenshot({ path: `${SHOTS}/audit-log-1920.png` });
  await page.getByRole('search').getByLabel('对象').fill('zhang');
  await page.getByRole('search').getByLabel('动作').fill('user.create');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid).not.toContainText('li-wu');
  await expect(grid).toContainText('zhang-si');
  await page.screenshot({ path: `${SHOTS}/audit-log-filtered-1920.png` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: '导出 CSV' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\n');
  expect(lines).toHaveLength(3);
  expect(lines.join('\n')).toMatch(/wang-admin,user\.create,zhang-san/);
  await page.getByRole('search').getByLabel('对象').fill('');
  await page.getByRole('search').getByLabel('动作').fill('audit.export');
  await page.getByRole('button', { name: '筛选' }).click();
  await expect(grid).toContainText('动作 user.create，对象含「zhang」；2 条');
  await page.context().close();
});

test('an audit administrator, duties separated, sees only the audit; a formula someone reported is text on the page too', async ({
  browser,
}) => {
  await service.login('security', 'zhao-security');
  await service.login('auditor', 'qian-auditor');
  await runCliCommand(service.db, { command: 'separation', args: ['on'] }, 'local');
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    const page = await signIn(browser, 'qian-auditor', viewport);
    await expect(page.getByRole('heading', { name: '审计日志' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '控制台导航' }).getByRole('link')).toHaveText(['审计日志']);
    const grid = page.getByRole('grid', { name: '审计日志' });
    await expect(grid).toContainText('=HYPERLINK("http://evil.example")');
    await expect(grid).toContainText('separation.on');
    await expect(page.getByRole('link', { name: '导出 CSV' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/audit-log-auditor-${viewport.width}.png` });
    await page.context().close();
  }
  const sys = await signIn(browser, 'wang-admin', { width: 1366, height: 768 });
  await sys.goto(`${service.url}/audit`);
  await expect(sys.getByText('审计日志加载失败：权限不足：需要审计管理员角色')).toBeVisible();
  await sys.screenshot({ path: `${SHOTS}/audit-log-refused-1366.png` });
  await sys.context().close();
});
