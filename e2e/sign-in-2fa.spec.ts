import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../console/src/server/index';
import { DEFAULT_SECURITY_POLICY } from '../console/src/server/features/security';
import { createUser } from '../console/src/server/features/users/users';
import { E2E_PORT_BASE } from './stack-env';
import { codeFor } from '../console/src/server/testing/sign-in-flow';

// A second factor as a person meets it, in Chromium against the built console: the policy asks administrators for
// one, the first sign-in enrols it from the QR code's secret (the code computed here, as an authenticator would), the
// next sign-in asks for a code, and a new user's first sign-in refuses a weak password in words.
test.describe.configure({ mode: 'serial' });

const PORT = E2E_PORT_BASE + 16500;
const URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'sec-admin', password: 'Sec-admin 2026' };
const SHOTS = '/work/shots/auth';
let work: string;
let fleet: ConsoleServer;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cockpit-2fa-'));
  mkdirSync(SHOTS, { recursive: true });
  fleet = await startConsoleServer({ port: PORT, dataDir: work, localChannel: false, seedGroups: ['hub'] });
  await createUser(fleet.db, { ...ADMIN, role: 'admin', createdBy: 'test' });
  await fleet.db.query(
    "INSERT INTO security_settings (id, policy, updated_at, updated_by) VALUES (1, $1::jsonb, 0, 'test')",
    [JSON.stringify({ ...DEFAULT_SECURITY_POLICY, secondFactor: 'admins' })],
  );
  await createUser(fleet.db, {
    username: 'new-op',
    password: 'Given by admin 1',
    role: 'operator',
    createdBy: ADMIN.username,
    mustChangePassword: true,
  });
});
test.afterAll(async () => {
  await fleet?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function password(page: Page, username: string, secret: string) {
  await page.goto(`${URL}/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(secret);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });

for (const [width, height] of [
  [1920, 1080],
  [1366, 768],
] as const) {
  test(`an administrator enrols a second factor from the QR's secret and signs in with a code (${width}×${height})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await password(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: '绑定动态验证码' })).toBeVisible();
    await expect(page.getByRole('img', { name: '动态验证码二维码' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    await shot(page, 'enrol');
    await page.getByLabel('验证器显示的 6 位数字').fill('000000');
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByText('验证码不对：请用验证器扫描二维码后，输入它当前显示的 6 位数字')).toBeVisible();
    await page.getByLabel('验证器显示的 6 位数字').fill(await codeFor(secret));
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expect(page.getByRole('list', { name: '恢复码' }).getByRole('listitem')).toHaveCount(10);
    await shot(page, 'recovery-codes');
    await page.getByRole('button', { name: '我已保存恢复码，继续' }).click();
    await expect(page.getByRole('navigation', { name: '控制台导航' })).toBeVisible();
    await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '安全设置' }).click();
    await expect(page.getByLabel('要求绑定动态验证码')).toBeVisible();
    await shot(page, 'security-settings');
    await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '我的账号' }).click();
    await expect(page.getByText('当前会话')).toBeVisible();
    await shot(page, 'account');
    // Signed out, the next sign-in asks for a code: the next step's (the enrolment took this one).
    await context.clearCookies();
    await password(page, ADMIN.username, ADMIN.password);
    await expect(page.getByRole('heading', { name: '输入动态验证码' })).toBeVisible();
    await shot(page, 'code');
    await page.getByLabel('验证码').fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await expect(page.getByRole('navigation', { name: '控制台导航' })).toBeVisible();
    // Reset for the other viewport: the enrolment starts again.
    await fleet.db.query('UPDATE users SET totp_secret = NULL WHERE username = $1', [ADMIN.username]);
    await context.close();
  });
}

test('a new user’s first sign-in asks for their own password and refuses a weak one in words', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await password(page, 'new-op', 'Given by admin 1');
  await expect(page.getByRole('heading', { name: '请设置新密码' })).toBeVisible();
  await page.getByLabel('当前密码').fill('Given by admin 1');
  await page.getByLabel('新密码', { exact: true }).fill('password12');
  await page.getByLabel('再次输入新密码').fill('password12');
  await page.getByRole('button', { name: '保存并登录' }).click();
  await expect(
    page.getByText('密码须包含四类中至少 3 类字符（小写字母、大写字母、数字、其他字符），现在缺少：大写字母、其他字符'),
  ).toBeVisible();
  await shot(page, 'weak-password');
  await page.getByLabel('新密码', { exact: true }).fill('My own 2026 pass');
  await page.getByLabel('再次输入新密码').fill('My own 2026 pass');
  await page.getByRole('button', { name: '保存并登录' }).click();
  await expect(page.getByRole('navigation', { name: '控制台导航' })).toBeVisible();
});
