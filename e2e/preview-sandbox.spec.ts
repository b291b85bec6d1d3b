import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../console/src/server/index';
import { seedGroup } from '../console/src/server/store/groups';
import { createUser } from '../console/src/server/store/users';
import { FIXTURE_LAYOUTS, publishedFixture } from '../console/src/server/testing/published-fixture';
import { E2E_PORT_BASE } from './stack-env';

// A team's panel code runs in the layout editor's live preview. Here a hostile page stands in the wall's /preview and
// tries the classic cross-site write: a cookie-carrying text/plain POST to the console that needs no preflight.
const OPERATOR = { username: 'ops-preview', password: 'preview-ops-2026!' };
const TARGET = '/api/walls/lobby-1/screenshot-requests';

let work: string;
let published: ReturnType<typeof publishedFixture>;
let fleet: ConsoleServer;
let hostile: Server;
let hostileUrl: string;
/** What the console's own HTTP server saw of each attempt (headers as received, the status it answered). */
const seen: { cookie?: string; origin?: string; status?: number }[] = [];

function hostilePage(consoleUrl: string): string {
  return `<!doctype html><meta charset="utf-8"><title>hostile</title><body><p id="out">waiting</p><script>
    fetch(${JSON.stringify(consoleUrl + TARGET)}, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{}' })
      .then(() => { document.getElementById('out').textContent = 'sent'; }, (e) => { document.getElementById('out').textContent = 'failed ' + e; });
  </script>`;
}

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cockpit-preview-sandbox-'));
  published = publishedFixture();
  fleet = await startConsoleServer({ port: E2E_PORT_BASE + 1850, dataDir: work, ...published.options });
  await createUser(fleet.db, { ...OPERATOR, role: 'operator', createdBy: 'test' });
  // The service's Node server, observed beside fastify's own handler.
  fleet.app.server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    if (request.method !== 'POST' || !request.url?.endsWith(TARGET)) return;
    const attempt = { cookie: request.headers.cookie, origin: request.headers.origin, status: undefined as number | undefined };
    seen.push(attempt);
    reply.on('finish', () => (attempt.status = reply.statusCode));
  });
  await seedGroup(fleet.db, 'hub', { remotes: published.options.defaultRemotes!, pages: FIXTURE_LAYOUTS.pages }, Date.now());
  hostile = createServer((_request, reply) => reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostilePage(fleet.url)));
  await new Promise<void>((resolve) => hostile.listen(E2E_PORT_BASE + 1851, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${E2E_PORT_BASE + 1851}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => hostile?.close(resolve));
  await fleet?.close();
  published?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a panel in the live preview that posts to the console is blocked: no cookie, Origin null, refused, nothing stored', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${fleet.url}/`);
  await page.getByLabel('用户名').fill(OPERATOR.username);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '墙面' })).toBeVisible();
  await page.getByRole('tab', { name: '布局' }).click();
  await page.getByRole('button', { name: '槽位 a' }).click();
  const inspector = page.getByRole('region', { name: '槽位 a 属性' });
  await inspector.getByLabel('大屏地址').fill(hostileUrl);
  const frame = inspector.locator('iframe[title="预览 teams/overview"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect.poll(() => seen.length, { message: 'the hostile frame’s POST reached the console' }).toBe(1);
  await expect.poll(() => seen[0].status).toBe(403);
  // An opaque origin: the operator's cookie does not travel, and the console sees a write from nowhere it trusts.
  expect(seen[0].cookie).toBeUndefined();
  expect(seen[0].origin).toBe('null');
  // The hostile script did run in the frame (a preview must still run its panel's code).
  await expect(frame.contentFrame().locator('#out')).not.toHaveText('waiting');
  expect((await fleet.db.query('SELECT count(*)::int AS n FROM screenshots')).rows[0]).toEqual({ n: 0 });
  await context.close();
});
