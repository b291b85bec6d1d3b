import { expect, test } from '@playwright/test';
import { collectReplyTexts, injectProbe, MARKUP, panelTexts, PROBE, TEXT_FIELDS } from './hostile-text';
import { expectAllPanelsReady } from './panels';
import { openWithEveryRotation, PAGE_PANELS, turnUntilShown } from './rotations';
import { API_URL, SHELL_URL } from './stack-env';

for (const path of ['/', '/xndx'] as const) {
  test(`API text that looks like HTML shows as those characters on ${path} and becomes no element`, async ({
    page,
  }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await injectProbe(page, TEXT_FIELDS[path]);
    // On a clock the test moves: a probed panel in a rotation is shown by turning to it, not by waiting up to two turns.
    await page.clock.install();
    await page.goto(`${SHELL_URL}${path}`);
    await expectAllPanelsReady(page, PAGE_PANELS[path].slots);
    for (const { panel } of TEXT_FIELDS[path]) {
      await turnUntilShown(page, panel);
      await expect(page.locator(`[data-panel="${panel}"]`)).toContainText(PROBE);
    }
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test(`on a fresh database no panel of ${path} shows markup, in any rotation`, async ({ page }) => {
    const replies = collectReplyTexts(page, new URL(API_URL).origin);
    await openWithEveryRotation(page, path);
    const texts = await panelTexts(page);
    expect(Object.keys(texts)).toHaveLength(PAGE_PANELS[path].panels);
    expect(Object.entries(texts).filter(([, text]) => MARKUP.test(text))).toEqual([]);
    // Rows a ticker or pager shows later come from the same replies.
    expect(replies.length).toBeGreaterThan(100);
    expect(replies.filter((text) => MARKUP.test(text))).toEqual([]);
  });
}

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
