import { startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';
import { startTestUpstream, type TestUpstream } from '../../testing/upstream-fixture';
import type { TestWall } from '../../testing/enrol';

describe.each(testEngines())('data sources on %s', (engine) => {
  let service: TestService;
  let upstream: TestUpstream;
  let admin: string;
  let operator: string;
  let walls: TestWall[];
  let clock = Date.now();
  beforeAll(async () => {
    upstream = await startTestUpstream();
    service = await startTestService(engine, { sourceTimings: { tickMs: 0, readCacheMs: 0 } });
    [admin, operator] = [
      await service.login('admin', `src-admin-${engine}`),
      await service.login('operator', `src-op-${engine}`),
    ];
    walls = [await service.enrol('default'), await service.enrol('default'), await service.enrol('default')];
    await service.request('POST', '/api/source-hosts', { body: { host: '127.0.0.1' }, headers: { cookie: admin } });
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    await upstream?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const as = (cookie: string) => ({ headers: { cookie } });
  const source = (name: string, more: Record<string, unknown> = {}) => ({
    name,
    method: 'GET',
    url: `${upstream.url}/api/${name}`,
    intervalMs: 5000,
    ...more,
  });
  const create = (body: unknown, cookie = operator) => service.request('POST', '/api/sources', { body, ...as(cookie) });
  const map = (id: number, name: string, expression: string) =>
    service.request('PUT', `/api/sources/${id}/mappings/${name}`, { body: { expression }, ...as(operator) });
  const read = async (id: number, name: string, wall = walls[0]) =>
    (
      await service.request('GET', `/api/walls/${wall.wallId}/sources/${id}/${name}`, {
        headers: { authorization: wall.authorization },
      })
    ).json();
  /** One interval later: the engine's look at a clock moved on by the interval. */
  const nextInterval = async () => {
    clock += 5000;
    await service.sources.tick(clock);
  };

  test('a source is fetched once per interval whatever the number of walls, and walls follow its data', async () => {
    upstream.mode = 'ok';
    upstream.data = {
      total: 120,
      list: [
        { name: '软件', value: 3 },
        { name: '硬件', value: 4 },
      ],
    };
    const made = (await create(source('once'))).json();
    expect((await map(made.id, 'total', 'data.total')).status).toBe(200);
    expect((await map(made.id, 'pie', 'data.list.{"label": name, "value": value}')).status).toBe(200);
    const before = upstream.calls;
    await nextInterval();
    for (let round = 0; round < 5; round += 1)
      for (const wall of walls)
        expect(await read(made.id, 'total', wall)).toMatchObject({ value: 120, stale: false, intervalMs: 5000 });
    await service.sources.tick(clock + 1000);
    expect(upstream.calls - before).toBe(1);
    expect(await read(made.id, 'pie')).toMatchObject({
      value: [
        { label: '软件', value: 3 },
        { label: '硬件', value: 4 },
      ],
    });
    upstream.data = { total: 121, list: [] };
    await nextInterval();
    expect(await read(made.id, 'total')).toMatchObject({ value: 121, stale: false });
    expect(upstream.calls - before).toBe(2);
  });

  test.each([
    ['down', '无法连接上游'],
    ['html', 'HTML'],
    ['error-in-200', '上游报告错误：code 500，服务繁忙'],
    ['huge', '太大'],
    ['redirect-metadata', '离开了白名单主机'],
  ] as const)(
    'upstream %s: the wall keeps the last good value, stale, and the console says why',
    async (mode, reason) => {
      upstream.mode = 'ok';
      upstream.data = { total: 7 };
      const made = (await create(source(`fault-${mode}`))).json();
      await map(made.id, 'total', 'data.total');
      await nextInterval();
      upstream.mode = mode;
      await nextInterval();
      expect(await read(made.id, 'total')).toMatchObject({
        value: 7,
        stale: true,
        reason: expect.stringContaining(reason),
      });
      const listed = (await service.request('GET', '/api/sources', as(operator)))
        .json()
        .find((s: { id: number }) => s.id === made.id);
      expect(listed.error).toContain(reason);
      upstream.mode = 'ok';
      await nextInterval();
      expect(await read(made.id, 'total')).toMatchObject({ value: 7, stale: false });
    },
  );

  test('a mapping that throws or loops keeps its last good value, and another mapping of the source is untouched', async () => {
    upstream.mode = 'ok';
    upstream.data = { total: 9 };
    const made = (await create(source('mapfault'))).json();
    await map(made.id, 'a', 'data.total');
    await map(made.id, 'b', 'data.total * 2');
    await nextInterval();
    await map(made.id, 'a', '$error("口径错误")');
    expect(await read(made.id, 'a')).toMatchObject({
      value: 9,
      stale: true,
      reason: expect.stringContaining('口径错误'),
    });
    await map(made.id, 'a', '($f := function($n){ $f($n + 1) }; $f(0))');
    await nextInterval();
    expect(await read(made.id, 'a')).toMatchObject({
      value: 9,
      stale: true,
      reason: expect.stringMatching(/递归太深|超时/),
    });
    expect(await read(made.id, 'b')).toMatchObject({ value: 18, stale: false });
  });

  test('the try-out shows the raw answer and the mapped result, or the error in words; a bad expression is not stored', async () => {
    upstream.mode = 'ok';
    upstream.data = { total: 5 };
    const made = (await create(source('trial'))).json();
    await nextInterval();
    const tried = (
      await service.request('POST', `/api/sources/${made.id}/try`, {
        body: { expression: 'data.total + 1' },
        ...as(operator),
      })
    ).json();
    expect(tried).toMatchObject({ raw: { code: 200, data: { total: 5 } }, result: 6 });
    const broken = (
      await service.request('POST', `/api/sources/${made.id}/try`, { body: { expression: 'data.(' }, ...as(operator) })
    ).json();
    expect(broken.error).toMatch(/^映射表达式语法错误/);
    const refused = await map(made.id, 'x', 'data.(');
    expect(refused.status).toBe(400);
    expect(
      (await service.request('GET', '/api/sources', as(operator))).json().find((s: { id: number }) => s.id === made.id)
        .mappings,
    ).toEqual([]);
  });
});
