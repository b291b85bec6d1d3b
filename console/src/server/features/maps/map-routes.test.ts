import { startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';
import type { TestWall } from '../../testing/enrol';
import { demoMap, gridMap, numberedZones } from '../../testing/region-grid';
import { GEO_MAP_MAX_BYTES } from '../../../protocol';

describe.each(testEngines())('maps on %s', (engine) => {
  let service: TestService;
  let admin: string;
  let operator: string;
  let walls: TestWall[];
  beforeAll(async () => {
    service = await startTestService(engine);
    [admin, operator] = [
      await service.login('admin', `map-admin-${engine}`),
      await service.login('operator', `map-op-${engine}`),
    ];
    walls = [await service.enrol('default'), await service.enrol('default')];
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const upload = (name: string, raw: string, cookie = admin, query = '') =>
    service.request('POST', `/api/maps?name=${encodeURIComponent(name)}${query}`, {
      raw,
      headers: { cookie, 'content-type': 'application/geo+json' },
    });
  const list = async () =>
    (await service.request('GET', '/api/maps', { headers: { cookie: operator } })).json<
      { id: number; name: string; regions: string[]; version: string }[]
    >();
  const audit = async () =>
    (await service.request('GET', '/api/audit?limit=5', { headers: { cookie: admin } })).json<
      { action: string; target: string; detail: string }[]
    >();

  test('only an administrator uploads or deletes; the upload is listed, audited with its vertex counts, and replaced by name', async () => {
    expect((await upload('云溪科学城', demoMap(), operator)).json()).toEqual({ error: '权限不足：需要管理员角色' });
    const made = await upload('云溪科学城', demoMap());
    expect(made.status).toBe(201);
    const map = made.json();
    expect(map).toMatchObject({
      name: '云溪科学城',
      nameProperty: 'name',
      regions: ['北岸科创区', '湖心研发区', '东湾智造区', '南山大学城', '西谷生物港', '云溪中央区'],
      updatedBy: `map-admin-${engine}`,
    });
    expect(map.verticesAfter).toBeLessThan(map.verticesBefore);
    expect((await audit())[0]).toMatchObject({
      action: 'map.create',
      target: '云溪科学城',
      detail: expect.stringContaining(`6 个区域，顶点 ${map.verticesBefore} → ${map.verticesAfter}`),
    });
    const again = await upload(
      '云溪科学城',
      gridMap({ names: ['甲区', '乙区'], columns: 2 }),
      admin,
      '&nameProperty=name',
    );
    expect(again.status).toBe(200);
    expect(again.json()).toMatchObject({ id: map.id, regions: ['甲区', '乙区'] });
    expect(again.json().version).not.toBe(map.version);
    expect((await audit())[0]).toMatchObject({ action: 'map.replace', target: '云溪科学城' });
    expect((await service.request('DELETE', `/api/maps/${map.id}`, { headers: { cookie: operator } })).status).toBe(
      403,
    );
    expect((await service.request('DELETE', `/api/maps/${map.id}`, { headers: { cookie: admin } })).json()).toEqual({
      deleted: map.id,
    });
    expect((await audit())[0]).toMatchObject({ action: 'map.delete', target: '云溪科学城' });
    expect((await service.request('DELETE', `/api/maps/${map.id}`, { headers: { cookie: admin } })).json()).toEqual({
      error: '没有这个地图',
      field: 'id',
    });
    expect(await list()).toEqual([]);
  });

  test.each([
    ['not GeoJSON', 'name,value\n东区,3', '文件不是 JSON'],
    [
      'a Point collection',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { name: 'a' }, geometry: { type: 'Point', coordinates: [1, 2] } }],
      }),
      'Point：地图只接受 Polygon 或 MultiPolygon',
    ],
    ['no name', gridMap({ names: ['a'], columns: 1, nameProperty: 'code' }), '要素没有名称属性'],
  ])('%s is refused in Chinese, and nothing is stored or audited', async (_what, raw, words) => {
    const before = await audit();
    const reply = await upload('坏地图', raw);
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ error: expect.stringContaining(words), field: 'body' });
    expect(await list()).toEqual([]);
    expect(await audit()).toEqual(before);
  });

  test('a bad map name or an unknown query field is refused in words', async () => {
    expect((await upload('<b>', demoMap())).json()).toMatchObject({
      error: expect.stringContaining('查询参数字段 name 的格式不对'),
    });
    expect((await upload('x', demoMap(), admin, '&junk=1')).json()).toMatchObject({
      error: expect.stringContaining('junk 不是允许的字段'),
    });
  });

  test('50 MB is refused by its length before it is read; just under 5 MB is taken and simplified', async () => {
    const huge = await fetch(`${service.url}/api/maps?name=huge`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/geo+json' },
      body: 'x'.repeat(50 * 1024 * 1024),
    });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({ error: `请求体太大（最多 ${GEO_MAP_MAX_BYTES} 字节）`, field: 'body' });
    const big = gridMap({ names: numberedZones(40), columns: 8, pointsPerEdge: 812 });
    const bytes = Buffer.byteLength(big);
    expect(bytes).toBeGreaterThan(4.95 * 1024 * 1024);
    expect(bytes).toBeLessThan(GEO_MAP_MAX_BYTES);
    const taken = await upload('大地图', big);
    expect(taken.status).toBe(201);
    expect(taken.json()).toMatchObject({ verticesBefore: 40 * (4 * 812 + 1), bytesBefore: bytes });
    expect(taken.json().bytesAfter).toBeLessThan(bytes / 20);
    await service.request('DELETE', `/api/maps/${taken.json().id}`, { headers: { cookie: admin } });
  }, 60_000);

  test('a wall reads the simplified map under its own credential, versioned by ETag', async () => {
    const map = (await upload('演示', demoMap())).json();
    const path = `/api/walls/${walls[0].wallId}/maps/${map.id}`;
    const read = await service.request('GET', path, { headers: { authorization: walls[0].authorization } });
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${map.version}"`);
    expect(read.headers.get('cache-control')).toBe('private, no-cache');
    const body = read.json();
    expect(body.version).toBe(map.version);
    expect(body.geojson.features.map((f: { properties: { name: string } }) => f.properties.name)).toEqual(map.regions);
    expect(
      (
        await service.request('GET', path, {
          headers: { authorization: walls[0].authorization, 'if-none-match': `"${map.version}"` },
        })
      ).status,
    ).toBe(304);
    expect((await service.request('GET', path, { headers: { authorization: walls[1].authorization } })).status).toBe(
      403,
    );
    expect((await service.request('GET', path)).status).toBe(401);
    expect(
      (
        await service.request('GET', `/api/walls/${walls[0].wallId}/maps/999`, {
          headers: { authorization: walls[0].authorization },
        })
      ).json(),
    ).toMatchObject({ error: expect.stringContaining('没有这个地图') });
    expect(
      (await service.request('GET', `/api/maps/${map.id}`, { headers: { cookie: operator } })).json().geojson,
    ).toEqual(body.geojson);
  });
});
