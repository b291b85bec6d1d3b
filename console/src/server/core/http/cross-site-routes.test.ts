import { beat, startTestService, type TestService } from '../../testing/harness';

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
const shots = async () =>
  Number((await service.db.query<{ n: string }>('SELECT count(*) AS n FROM screenshots')).rows[0].n);

test('a write with another site’s Origin is refused (403) and stores nothing', async () => {
  const before = await shots();
  const reply = await service.request('POST', SHOT, {
    body: {},
    headers: { cookie: operator, origin: 'http://evil.example' },
  });
  expect(reply.status).toBe(403);
  expect(reply.json().error).toContain('拒绝来自其他来源的写操作');
  expect(await shots()).toBe(before);
});

test('a write the browser marks same-site (another port of the same host) is refused', async () => {
  const reply = await service.request('POST', SHOT, {
    body: {},
    headers: { cookie: operator, 'sec-fetch-site': 'same-site' },
  });
  expect(reply.status).toBe(403);
});

test('a text/plain body is refused (415) even from the console’s own origin', async () => {
  const before = await shots();
  const reply = await service.request('POST', SHOT, {
    raw: '{}',
    headers: { cookie: operator, origin: service.url, 'content-type': 'text/plain' },
  });
  expect(reply.status).toBe(415);
  expect(reply.json()).toEqual({ error: '请求体应为 application/json', field: 'body' });
  expect(await shots()).toBe(before);
});

test('the console’s own writes pass, and so do clients that send no browser headers (curl, the CLI)', async () => {
  const own = await service.request('POST', SHOT, {
    headers: { cookie: operator, origin: service.url, 'sec-fetch-site': 'same-origin' },
  });
  expect(own.status).toBe(200);
  expect((await service.request('POST', SHOT, { headers: { cookie: operator } })).status).toBe(200);
});

test('the wall routes (bearer credential) stay open to other origins', async () => {
  const reply = await service.request('POST', '/api/walls/lobby-1/beat', {
    body: beat('hub'),
    headers: { authorization: wallKey, origin: 'http://wall.example' },
  });
  expect(reply.status).toBe(200);
  expect(reply.headers.get('access-control-allow-origin')).toBe('*');
});

/** Every route of the running app, from fastify's route tree (`/api/walls` + `/:wallId` + `/beat`). */
function routesOf(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    stack.length = match[1].length / 4;
    stack.push(match[2]);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path: stack.join('') });
  }
  return routes;
}

/** The writes that take no cookie: a wall's own credential, the wall side of enrolment, a team's publish token. */
const BEARER_WRITES = [
  'POST /api/walls/:wallId/beat',
  'POST /api/walls/:wallId/screenshot',
  'POST /api/walls/:wallId/actions/:actionId/ack',
  'POST /api/walls/:wallId/player',
  'POST /api/enrol/pairing',
  'POST /api/enrol/pairing/poll',
  'POST /api/enrol/provision',
  'POST /api/releases',
];

test('every state-changing console route refuses another site’s write, and the only others are the bearer routes', async () => {
  const writes = routesOf(service.app.printRoutes({ commonPrefix: false })).filter((r) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
  );
  const outside = writes.map((r) => `${r.method} ${r.path}`).filter((route) => BEARER_WRITES.includes(route));
  expect(outside.sort()).toEqual([...BEARER_WRITES].sort());
  const consoleWrites = writes.filter((r) => !BEARER_WRITES.includes(`${r.method} ${r.path}`));
  expect(consoleWrites.length).toBeGreaterThan(35);
  for (const { method, path } of consoleWrites) {
    const url = path.replace(/:[A-Za-z]+/g, 'x1');
    const reply = await service.request(method, url, {
      body: {},
      headers: { cookie: operator, origin: 'http://evil.example' },
    });
    expect(`${method} ${path} ${reply.status}`).toBe(`${method} ${path} 403`);
  }
});

test('every write refuses a body past its limit in words: none takes more than a screenshot upload', async () => {
  const admin = await service.login('admin');
  const huge = JSON.stringify({ pad: 'x'.repeat(2_200_000) });
  const writes = routesOf(service.app.printRoutes({ commonPrefix: false })).filter((r) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
  );
  // The two uploads take files larger than a screenshot, up to limits of their own: each is sent one byte more.
  const uploads: Record<string, number> = {
    'PUT /api/sheet-sources/:id/upload': 10 * 1024 * 1024,
    'POST /api/maps': 5 * 1024 * 1024,
  };
  for (const { method, path } of writes) {
    const url = path.replace(':wallId', 'lobby-1').replace(/:[A-Za-z]+/g, 'x1');
    const limit = uploads[`${method} ${path}`];
    const reply = await service.request(method, url, {
      raw: limit ? 'x'.repeat(limit + 1) : huge,
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    // The bearer routes refuse a request without their credential before its body is read.
    const refusal =
      BEARER_WRITES.includes(`${method} ${path}`) && !path.startsWith('/api/enrol/') ? '401' : '400 请求体太大';
    expect(`${method} ${path} ${reply.status} ${reply.json().error}`).toContain(`${method} ${path} ${refusal}`);
  }
});

test('a console cookie is no credential on the bearer routes: each answers as it does without one', async () => {
  for (const route of BEARER_WRITES) {
    const [method, path] = route.split(' ');
    const url = path.replace(':wallId', 'lobby-1').replace(/:[A-Za-z]+/g, 'x1');
    const without = await service.request(method, url, { body: {} });
    const withCookie = await service.request(method, url, { body: {}, headers: { cookie: operator } });
    expect(`${route} ${withCookie.status}`).toBe(`${route} ${without.status}`);
    expect(withCookie.status).toBeGreaterThanOrEqual(400);
  }
});
