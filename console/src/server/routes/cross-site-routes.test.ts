import { beat, startTestService, type TestService } from '../testing/harness';

// The guard does not depend on the database engine: the embedded one is enough.
let service: TestService;
let operator: string;
let wallKey: string;
beforeAll(async () => {
  service = await startTestService('pglite');
  operator = await service.login('operator');
  wallKey = (await service.enrol('hub', 'lobby-1')).authorization;
  await service.request('POST', '/api/walls/lobby-1/beat', { body: beat('hub'), headers: { authorization: wallKey } });
}, 120_000);
afterAll(() => service?.close());

const SHOT = '/api/walls/lobby-1/screenshot-requests';
const shots = async () => Number((await service.db.query<{ n: string }>('SELECT count(*) AS n FROM screenshots')).rows[0].n);

test('a write with another site’s Origin is refused (403) and stores nothing', async () => {
  const before = await shots();
  const reply = await service.request('POST', SHOT, { body: {}, headers: { cookie: operator, origin: 'http://evil.example' } });
  expect(reply.status).toBe(403);
  expect(reply.json().error).toContain('拒绝来自其他来源的写操作');
  expect(await shots()).toBe(before);
});

test('a write the browser marks same-site (another port of the same host) is refused', async () => {
  const reply = await service.request('POST', SHOT, { body: {}, headers: { cookie: operator, 'sec-fetch-site': 'same-site' } });
  expect(reply.status).toBe(403);
});

test('a text/plain body is refused (415) even from the console’s own origin', async () => {
  const before = await shots();
  const reply = await service.request('POST', SHOT, { raw: '{}', headers: { cookie: operator, origin: service.url, 'content-type': 'text/plain' } });
  expect(reply.status).toBe(415);
  expect(reply.json()).toEqual({ error: '请求体应为 application/json', field: 'body' });
  expect(await shots()).toBe(before);
});

test('the console’s own writes pass, and so do clients that send no browser headers (curl, the CLI)', async () => {
  const own = await service.request('POST', SHOT, { headers: { cookie: operator, origin: service.url, 'sec-fetch-site': 'same-origin' } });
  expect(own.status).toBe(200);
  expect((await service.request('POST', SHOT, { headers: { cookie: operator } })).status).toBe(200);
});

test('the wall routes (bearer credential) stay open to other origins', async () => {
  const reply = await service.request('POST', '/api/walls/lobby-1/beat', { body: beat('hub'), headers: { authorization: wallKey, origin: 'http://wall.example' } });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('access-control-allow-origin')).toBe('*');
});
