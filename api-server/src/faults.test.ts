import { createFaults, RUOYI_ERROR_MSG } from './faults';
import { startApiServer, type RunningApiServer } from './index';
import { tempDir } from './testing';

let server: RunningApiServer;
let plain: RunningApiServer;
const dir = tempDir();
beforeAll(async () => {
  server = await startApiServer({ port: 0, dbPath: `${dir.dir}/a.sqlite`, faults: createFaults(), faultControl: true });
  plain = await startApiServer({ port: 0, dbPath: `${dir.dir}/a.sqlite` });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await plain?.close();
  dir.cleanup();
});

const put = (body: unknown) =>
  fetch(`${server.url}/__faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('told through /__faults, it answers like RuoYi (an error inside HTTP 200), HTML, a 500, or slowly; and counts its calls', async () => {
  expect((await put({ mode: 'ruoyi-error', resetCalls: true })).status).toBe(200);
  const ruoyi = await fetch(`${server.url}/cockpit/device/sum`);
  expect(ruoyi.status).toBe(200);
  expect(await ruoyi.json()).toEqual({ code: 500, msg: RUOYI_ERROR_MSG });
  await put({ mode: 'html' });
  const html = await fetch(`${server.url}/cockpit/device/sum`);
  expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
  await put({ mode: 'http-500' });
  expect((await fetch(`${server.url}/cockpit/device/sum`)).status).toBe(500);
  await put({ mode: 'none', delayMs: 300 });
  const started = Date.now();
  const slow = await fetch(`${server.url}/cockpit/device/sum`);
  expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  expect((await slow.json()).code).toBe(200);
  await put({ delayMs: 0 });
  expect(await (await fetch(`${server.url}/__faults`)).json()).toMatchObject({ mode: 'none', calls: 4 });
});

test('a bad fault setting is refused with a 400, and a server started without --faults has no such route', async () => {
  expect((await put({ mode: 'explode' })).status).toBe(400);
  expect((await put({ delayMs: -1 })).status).toBe(400);
  expect((await fetch(`${plain.url}/__faults`, { method: 'PUT', body: '{}' })).status).toBe(404);
  expect((await fetch(`${plain.url}/cockpit/device/sum`)).status).toBe(200);
});
