import { expect, test } from '@playwright/test';
import { API_URL, SHELL_URL } from './stack-env';

test('a notice titled with HTML shows those characters and runs nothing', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.route('**/cockpit/notice/page**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const rows = body.data.rows;
    const evil = rows.find((row: { title: string }) => row.title.includes('<img')) ?? { ...rows[0], title: '<img src=x onerror=alert(1)> 安全测试通知' };
    body.data.rows = [evil, ...rows.filter((row: unknown) => row !== evil)];
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${SHELL_URL}/`);
  const notices = page.locator('[data-panel="notices/notices"]');
  await expect(notices).toContainText('<img src=x onerror=alert(1)>');
  expect(await notices.locator('img').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('the shell is served with a CSP naming exactly the configured remote and API origins', async ({ request }) => {
  const response = await request.get(`${SHELL_URL}/`);
  const csp = response.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self' http://127.0.0.1:");
  expect(csp).toContain(new URL(API_URL).origin);
  expect(csp).not.toMatch(/script-src[^;]*\*/);
});

test('the token goes to the API with a bearer header', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cockpit-local-token', 'wall-token'));
  const auth = page.waitForRequest((request) => request.url().startsWith(`${API_URL}/cockpit/`));
  await page.goto(`${SHELL_URL}/`);
  expect((await auth).headers()['authorization']).toBe('Bearer wall-token');
});

test('a bad API query gets a clear 400, never a 500', async ({ request }) => {
  const response = await request.get(`${API_URL}/cockpit/runningTeam?pageSize=abc&colour=red`);
  expect(response.status()).toBe(400);
  expect((await response.json()).msg).toMatch(/pageSize|colour/);
});
