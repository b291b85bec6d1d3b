import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../console/src/server/index';
import { createUser } from '../console/src/server/features/users/users';
import { startTestProvider, type TestProvider } from '../console/src/server/testing/oidc-provider';
import { E2E_PORT_BASE } from './stack-env';

// Signing in to the console with the institution's account: a real OpenID provider (oidc-provider, its own login
// pages) on loopback, the console's built page in Chromium. The admin sets it up in 单点登录, a person signs in through
// the provider's page and lands with the role their group maps to, and is refused what that role does not allow.
test.describe.configure({ mode: 'serial' });

const ADMIN = { username: 'admin-sso', password: 'sso-admin-2026!' };
const CONSOLE_URL = `http://127.0.0.1:${E2E_PORT_BASE + 16000}`;
let work: string;
let fleet: ConsoleServer;
let provider: TestProvider;

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cockpit-sso-'));
  fleet = await startConsoleServer({
    port: E2E_PORT_BASE + 16000,
    dataDir: work,
    localChannel: false,
    seedGroups: ['hub'],
  });
  await createUser(fleet.db, { ...ADMIN, role: 'admin', createdBy: 'test', emergency: true });
  provider = await startTestProvider(
    {
      accounts: {
        'li.ming': { preferred_username: 'li.ming', name: '李明', groups: ['cockpit-viewers'] },
        'zhao.lei': { preferred_username: 'zhao.lei', groups: ['library-staff'] },
      },
    },
    [`${CONSOLE_URL}/api/sign-in/oidc/callback`],
    [`${CONSOLE_URL}/login`],
    E2E_PORT_BASE + 16001,
  );
});
test.afterAll(async () => {
  await provider?.stop();
  await fleet?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Through the provider's own login and consent pages (oidc-provider's development interactions). */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.getByRole('link', { name: '校园统一身份认证' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('an administrator sets up single sign-on in 单点登录', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await page.goto(`${CONSOLE_URL}/login`);
  await page.getByLabel('用户名').fill(ADMIN.username);
  await page.getByLabel('密码').fill(ADMIN.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '单点登录', exact: true })
    .click();
  await expect(page.getByText(`${CONSOLE_URL}/api/sign-in/oidc/callback`)).toBeVisible();
  await page.getByLabel('开启单点登录').check();
  await page.getByLabel('签发者地址（Issuer）').fill(provider.issuer);
  await page.getByLabel('客户端 ID').fill(provider.clientId);
  await page.getByRole('textbox', { name: '客户端密钥' }).fill(provider.clientSecret);
  await page.getByLabel('权限范围（scope）').fill('openid profile groups');
  await page.getByLabel('登录按钮文字').fill('校园统一身份认证');
  await page.getByRole('button', { name: '添加映射' }).click();
  await page.getByLabel('声明中的值').fill('cockpit-viewers');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(page.getByText('已设置（不会显示）；留空则保留原密钥')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '客户端密钥' })).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('sso-settings-1920.png'), fullPage: true });
  await page.context().close();
});

test("a person signs in through the provider's page, lands with the mapped role, and is refused a write it does not allow", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.goto(`${CONSOLE_URL}/audit`);
    await expect(page.getByRole('link', { name: '校园统一身份认证' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`sso-login-${viewport.width}.png`) });
    // The whole flow once, at the larger size; the smaller one shows the login page (the no-role test signs in at it).
    if (viewport.width < 1920) {
      await page.context().close();
      continue;
    }
    await signInAtProvider(page, 'li.ming');
    await expect(page).toHaveURL(`${CONSOLE_URL}/audit`);
    await expect(page.getByLabel('当前用户')).toHaveText('li.ming');
    await expect(page.getByText('查看者')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '用户', exact: true }),
    ).toHaveCount(0);
    // No console password to change for a person from the provider.
    await expect(page.getByRole('button', { name: '修改密码' })).toHaveCount(0);
    // A write the viewer's role does not allow, sent from the signed-in page itself (its cookie, its origin).
    const refused = await page.evaluate(async () => {
      const reply = await fetch('/api/groups', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ group: 'lab', name: '实验室', from: 'hub' }),
      });
      return { status: reply.status, body: await reply.json() };
    });
    expect(refused).toEqual({ status: 403, body: { error: '权限不足：需要管理员角色' } });
    await page.screenshot({ path: test.info().outputPath(`sso-signed-in-${viewport.width}.png`) });
    // Signing out ends the console session and the provider's (its end-session page), then back to the login page.
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/session/end`));
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/login`);
    expect((await page.request.get(`${CONSOLE_URL}/api/session`)).status()).toBe(401);
    await page.context().close();
  }
});

test('a person whose groups map to no role is signed in, told in Chinese they have no access, and can do nothing', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await page.goto(`${CONSOLE_URL}/`);
  await signInAtProvider(page, 'zhao.lei');
  await expect(page.getByRole('heading', { name: '没有访问权限' })).toBeVisible();
  await expect(page.getByText(/没有分配任何角色/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '控制台导航' })).toHaveCount(0);
  expect((await page.request.get(`${CONSOLE_URL}/api/walls`)).status()).toBe(403);
  await page.screenshot({ path: test.info().outputPath('sso-no-access-1366.png') });
  await page.context().close();
});
