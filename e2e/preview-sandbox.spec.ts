import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../console/src/server/index';
import { seedGroup } from '../console/src/server/features/releases/groups-store';
import { createUser } from '../console/src/server/features/users/users';
import { enrolTestWall } from '../console/src/server/testing/enrol';
import { beat } from '../console/src/server/testing/harness';
import { FIXTURE_LAYOUTS, publishedFixture } from '../console/src/server/testing/published-fixture';
import { E2E_PORT_BASE } from './stack-env';

// A team's panel code runs in the layout editor's live preview. Here a hostile page stands in the wall's /preview, served
// on the console's own origin (a same-origin fleetUrl behind nginx), where only the frame's sandbox keeps it out: it tries
// a cookie-carrying text/plain POST that needs no preflight, and the JSON write the console's own pages make.
const OPERATOR = { username: 'ops-preview', password: 'preview-ops-2026!' };
const TARGET = '/api/walls/lobby-1/screenshot-requests';

let work: string;
let published: ReturnType<typeof publishedFixture>;
let fleet: ConsoleServer;
/** What the console's own HTTP server saw of each attempt (headers as received, the status it answered). */
const seen: { cookie?: string; origin?: string; status?: number }[] = [];

function hostilePage(consoleUrl: string): string {
  const url = JSON.stringify(consoleUrl + TARGET);
  return `<!doctype html><meta charset="utf-8"><title>hostile</title><body><p id="out">waiting</p><script>
    Promise.allSettled([
      fetch(${url}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      fetch(${url}, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ]).then((tries) => { document.getElementById('out').textContent = 'done ' + tries.map((t) => t.status).join(','); });
  </script>`;
}

// The page below is handed to the browser by the test (no server address): Chromium's local-network check would
// refuse its requests to 127.0.0.1 before they reach the console, which is not what is under test here.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks',
    ],
  },
});

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cockpit-preview-sandbox-'));
  published = publishedFixture();
  fleet = await startConsoleServer({ port: E2E_PORT_BASE + 1850, dataDir: work, ...published.options });
  await createUser(fleet.db, { ...OPERATOR, role: 'operator', createdBy: 'test' });
  // The service's Node server, observed beside fastify's own handler.
  fleet.app.server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    if (request.method !== 'POST' || !request.url?.endsWith(TARGET)) return;
    const attempt = {
      cookie: request.headers.cookie,
      origin: request.headers.origin,
      status: undefined as number | undefined,
    };
    seen.push(attempt);
    reply.on('finish', () => (attempt.status = reply.statusCode));
  });
  await seedGroup(
    fleet.db,
    'hub',
    { remotes: published.options.defaultRemotes!, pages: FIXTURE_LAYOUTS.pages },
    Date.now(),
  );
  // The wall the hostile write names exists and is online: without the sandbox that write would be stored.
  const wall = await enrolTestWall(fleet.db, { group: 'hub', wallId: 'lobby-1' });
  const online = await fetch(`${fleet.url}/api/walls/lobby-1/beat`, {
    method: 'POST',
    headers: { authorization: wall.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(beat('hub')),
  });
  expect(online.status).toBe(200);
});
test.afterAll(async () => {
  await fleet?.close();
  published?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a panel in the live preview that posts to the console is blocked: no cookie, Origin null, refused, nothing stored', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  // The wall's address is a path of the console's own origin; the browser gets the hostile page there.
  const wallOnConsole = `${fleet.url}/wall-on-console`;
  await context.route(`${wallOnConsole}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostilePage(fleet.url) }),
  );
  const page = await context.newPage();
  await page.goto(`${fleet.url}/`);
  await page.getByLabel('用户名').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '墙面' })).toBeVisible();
  await page.getByRole('navigation', { name: '控制台导航' }).getByRole('link', { name: '布局', exact: true }).click();
  await page.getByRole('button', { name: '槽位 a' }).click();
  const inspector = page.getByRole('region', { name: '槽位 a 属性' });
  await inspector.getByLabel('大屏地址').fill(wallOnConsole);
  const frame = inspector.locator('iframe[title="预览 teams/overview"]');
  // The hostile script did run in the frame (a preview must still run its panel's code), and both its writes ended.
  await expect(frame.contentFrame().locator('#out')).toHaveText(/^done/, { timeout: 30_000 });
  await expect
    .poll(() => seen.length, { message: 'a write of the hostile frame reached the console' })
    .toBeGreaterThan(0);
  await expect.poll(() => seen.every((attempt) => attempt.status !== undefined)).toBe(true);
  // An opaque origin: the operator's cookie does not travel, and the console sees writes from nowhere it trusts and
  // refuses each (both reach it here: the local-network preflight is switched off above).
  expect(seen.map((attempt) => [attempt.cookie, attempt.origin, attempt.status])).toEqual([
    [undefined, 'null', 403],
    [undefined, 'null', 403],
  ]);
  expect((await fleet.db.query('SELECT count(*)::int AS n FROM screenshots')).rows[0]).toEqual({ n: 0 });
  await context.close();
});
