import { BEAT_MAX_BYTES } from '../../protocol';
import { beat, slot, startTestService, stopTestPostgres, testEngines, type TestService } from '../testing/harness';

describe.each(testEngines())('on %s', (engine) => {
  let service: TestService;
  let viewer: string;
  beforeAll(async () => {
    service = await startTestService(engine);
    viewer = await service.login('viewer');
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const postBeat = (wallId: string, authorization: string | undefined, body: unknown) =>
    service.request('POST', `/api/walls/${wallId}/beat`, { body, headers: authorization ? { authorization } : {} });

  async function listed(wallId: string) {
    const walls = (await service.request('GET', '/api/walls', { headers: { cookie: viewer } })).json<{ wallId: string }[]>();
    return walls.some((w) => w.wallId === wallId);
  }

  async function stored(wallId: string) {
    await service.flush();
    const { rows } = await service.db.query('SELECT 1 FROM walls WHERE wall_id = $1', [wallId]);
    return rows.length > 0;
  }

  test('a beat with a valid key is answered ok and the wall is listed online with its slot counts', async () => {
    const key = await service.wallKey('hub');
    const reply = await postBeat('ok-1', key.authorization, beat('hub'));
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ ok: true });
    const walls = (await service.request('GET', '/api/walls', { headers: { cookie: viewer } })).json();
    expect(walls).toContainEqual(expect.objectContaining({
      wallId: 'ok-1', group: 'hub', online: true, counts: { loading: 0, ready: 3, stale: 0, empty: 0, error: 0 },
    }));
  });

  test('a beat without a key, or with an unknown key, is refused with 401 and not stored', async () => {
    expect((await postBeat('nokey-1', undefined, beat('hub'))).status).toBe(401);
    expect((await postBeat('nokey-1', 'Bearer cwk_not-a-key', beat('hub'))).status).toBe(401);
    expect(await listed('nokey-1')).toBe(false);
  });

  test('a revoked wall key is refused at the next beat', async () => {
    const key = await service.wallKey('revoked');
    const admin = await service.login('admin');
    expect((await postBeat('rev-1', key.authorization, beat('revoked'))).status).toBe(200);
    expect((await service.request('DELETE', `/api/wall-keys/${key.id}`, { headers: { cookie: admin } })).status).toBe(200);
    const next = await postBeat('rev-1', key.authorization, beat('revoked'));
    expect(next.status).toBe(401);
    expect(next.json().error).toBe('这把墙钥匙已被吊销');
  });

  test('a key revoked by another process (the CLI, straight in the database) is refused within the poll', async () => {
    const key = await service.wallKey('revoked-elsewhere');
    expect((await postBeat('rev-2', key.authorization, beat('revoked-elsewhere'))).status).toBe(200);
    await service.db.query('UPDATE wall_keys SET revoked_at = $1 WHERE id = $2', [Date.now(), key.id]);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await postBeat('rev-2', key.authorization, beat('revoked-elsewhere'))).status).toBe(401);
  });

  test("a beat naming another group than its key's is refused with 403 and not stored", async () => {
    const key = await service.wallKey('hub');
    const reply = await postBeat('cross-1', key.authorization, beat('xndx'));
    expect(reply.status).toBe(403);
    expect(reply.json().field).toBe('group');
    expect(await listed('cross-1')).toBe(false);
    expect(await stored('cross-1')).toBe(false);
  });

  test('a malformed beat gets 400 naming the field in Chinese, and nothing is stored', async () => {
    const key = await service.wallKey('hub');
    const bad = beat('hub', { slots: [slot('a', 'teams/overview'), { ...slot('b', 'talent/trend'), state: 'broken' as 'ready' }] });
    const reply = await postBeat('bad-1', key.authorization, bad);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringContaining('slots[1].state'), field: 'slots[1].state' });
    const missing = await postBeat('bad-1', key.authorization, { ...beat('hub'), route: undefined });
    expect(missing.json()).toEqual({ error: '缺少请求体字段 route', field: 'route' });
    const notJson = await service.request('POST', '/api/walls/bad-1/beat', { raw: '{"group":', headers: { authorization: key.authorization } });
    expect(notJson.status).toBe(400);
    expect(await listed('bad-1')).toBe(false);
    expect(await stored('bad-1')).toBe(false);
  });

  test('an unknown field in a beat is refused, not silently dropped', async () => {
    const key = await service.wallKey('hub');
    const reply = await postBeat('extra-1', key.authorization, { ...beat('hub'), secret: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.json().field).toBe('secret');
    expect(await listed('extra-1')).toBe(false);
  });

  test('a beat over 64 KB is refused with 400 naming the body and nothing is stored', async () => {
    const key = await service.wallKey('hub');
    const slots = Array.from({ length: 60 }, (_, i) => ({
      ...slot(`s${i}`, 'teams/overview'), title: 'x'.repeat(120), lastError: { class: 'ApiError', message: '错'.repeat(500) },
    }));
    const raw = JSON.stringify(beat('hub', { slots }));
    expect(Buffer.byteLength(raw)).toBeGreaterThan(BEAT_MAX_BYTES);
    const reply = await service.request('POST', '/api/walls/big-1/beat', { raw, headers: { authorization: key.authorization } });
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringContaining('请求体太大'), field: 'body' });
    expect(await listed('big-1')).toBe(false);
    expect(await stored('big-1')).toBe(false);
  });

  test('beats of one wall beyond the rate limit get 429; another wall is not limited', async () => {
    const key = await service.wallKey('hub');
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await postBeat('rl-1', key.authorization, beat('hub'))).status);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(429);
    expect((await postBeat('rl-2', key.authorization, beat('hub'))).status).toBe(200);
  });

  test('the wall routes answer cross-origin requests; console routes do not', async () => {
    const preflight = { origin: 'http://wall.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' };
    const wall = await service.request('OPTIONS', '/api/walls/cors-1/beat', { headers: preflight });
    expect(wall.headers.get('access-control-allow-origin')).toBe('*');
    expect(wall.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const console = await service.request('OPTIONS', '/api/walls/cors-1', { headers: preflight });
    expect(console.headers.get('access-control-allow-origin')).toBeNull();
  });
});
