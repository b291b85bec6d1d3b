import { BEAT_MAX_BYTES } from '@cockpit/protocol';
import { hashSecret } from './enrolment/secrets';
import { beat, slot, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

/** Every string a browser can read from a fresh `npm start`'s config.json: none of them is a credential. */
const CONFIG_STRINGS = [
  'http://127.0.0.1:3100',
  'http://127.0.0.1:3100/open-api',
  'https://provider.example.com/large-screen/',
  '/remotes.json',
  '/layouts.json',
  'http://127.0.0.1:4300',
  'hub',
  'xndx',
];

describe.each(testEngines())('wall routes on %s', (engine) => {
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
  const walls = async () =>
    (await service.request('GET', '/api/walls', { headers: { cookie: viewer } })).json<
      { wallId: string; group: string; name: string }[]
    >();
  const listed = async (wallId: string) => (await walls()).some((w) => w.wallId === wallId);
  async function stored(wallId: string) {
    await service.flush();
    return (await service.db.query('SELECT 1 FROM walls WHERE wall_id = $1', [wallId])).rows.length > 0;
  }

  test("a beat with the wall's own credential is answered with the service's group and name, and listed", async () => {
    const wall = await service.enrol('hub', 'ok-1');
    const reply = await postBeat('ok-1', wall.authorization, beat('hub'));
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({
      ok: true,
      group: 'hub',
      name: expect.stringMatching(/^测试墙面/),
      clock: { receivedAt: expect.any(Number), sentAt: expect.any(Number) },
    });
    expect(await walls()).toContainEqual(
      expect.objectContaining({
        wallId: 'ok-1',
        group: 'hub',
        name: expect.stringMatching(/^测试墙面/),
        online: true,
        counts: { loading: 0, ready: 3, stale: 0, empty: 0, error: 0 },
      }),
    );
  });

  test('a beat without a credential, or with an unknown one, is 401 with its reason and not stored', async () => {
    const none = await postBeat('nokey-1', undefined, beat('hub'));
    expect(none.status).toBe(401);
    expect(none.json()).toEqual({ error: expect.stringContaining('添加墙面'), reason: 'missing' });
    expect((await postBeat('nokey-1', 'Bearer cwc_not-a-credential', beat('hub'))).json().reason).toBe('unknown');
    expect(await listed('nokey-1')).toBe(false);
    expect(await stored('nokey-1')).toBe(false);
  });

  test.each(CONFIG_STRINGS)('the config.json string %s is refused as a credential', async (value) => {
    const reply = await postBeat('cfg-1', `Bearer ${value}`, beat('hub'));
    expect(reply.status).toBe(401);
    expect(await listed('cfg-1')).toBe(false);
  });

  test('an old shared group key (config.json fleetKeys) is refused with reason shared-key, saying to add the wall in the console', async () => {
    const secret = 'cwk_an-old-shared-key-from-config-json';
    await service.db.query(
      "INSERT INTO wall_keys (group_name, name, secret_sha256, created_at, created_by) VALUES ('hub', 'old', $1, 0, 'npm start')",
      [hashSecret(secret)],
    );
    const reply = await postBeat('shared-1', `Bearer ${secret}`, beat('hub'));
    expect(reply.status).toBe(401);
    expect(reply.json()).toEqual({
      reason: 'shared-key',
      error: expect.stringMatching(/共享的墙钥匙.*已停用.*添加墙面/),
    });
    expect(await listed('shared-1')).toBe(false);
  });

  test("another wall's credential is refused with 403 on beat, screenshot, remotes.json and layouts.json, and nothing is stored", async () => {
    const victim = await service.enrol('hub', 'victim-1');
    const other = await service.enrol('xndx', 'other-1');
    expect((await postBeat('victim-1', victim.authorization, beat('hub'))).status).toBe(200);
    const before = (await walls()).find((w) => w.wallId === 'victim-1');
    const errors = beat('hub', { slots: [slot('a', 'teams/overview', 'error')] });
    expect((await postBeat('victim-1', other.authorization, errors)).status).toBe(403);
    const shot = { requestId: 'r', image: 'data:image/png;base64,AAAA', width: 1, height: 1 };
    expect(
      (
        await service.request('POST', '/api/walls/victim-1/screenshot', {
          body: shot,
          headers: { authorization: other.authorization },
        })
      ).status,
    ).toBe(403);
    for (const file of ['remotes.json', 'layouts.json']) {
      expect(
        (
          await service.request('GET', `/api/walls/victim-1/${file}`, {
            headers: { authorization: other.authorization },
          })
        ).status,
      ).toBe(403);
    }
    expect((await walls()).find((w) => w.wallId === 'victim-1')).toEqual(before);
    expect(await listed('other-1')).toBe(false);
  });

  test("a beat's group is ignored: the wall stays in its record's group", async () => {
    const wall = await service.enrol('hub', 'claims-1');
    const reply = await postBeat('claims-1', wall.authorization, beat('xndx'));
    expect(reply.json()).toMatchObject({ group: 'hub' });
    expect((await walls()).find((w) => w.wallId === 'claims-1')).toMatchObject({ group: 'hub' });
  });

  test('a credential revoked by another process (straight in the database) is refused within the poll', async () => {
    const wall = await service.enrol('hub', 'rev-2');
    expect((await postBeat('rev-2', wall.authorization, beat('hub'))).status).toBe(200);
    await service.db.query('UPDATE wall_credentials SET revoked_at = $1 WHERE wall_id = $2', [Date.now(), 'rev-2']);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await postBeat('rev-2', wall.authorization, beat('hub'))).json()).toMatchObject({ reason: 'revoked' });
  });

  test('a malformed beat gets 400 naming the field in Chinese, and nothing is stored', async () => {
    const wall = await service.enrol('hub', 'bad-1');
    const bad = beat('hub', {
      slots: [slot('a', 'teams/overview'), { ...slot('b', 'talent/trend'), state: 'broken' as 'ready' }],
    });
    const reply = await postBeat('bad-1', wall.authorization, bad);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error: expect.stringContaining('slots[1].state'), field: 'slots[1].state' });
    const missing = await postBeat('bad-1', wall.authorization, { ...beat('hub'), route: undefined });
    expect(missing.json()).toEqual({ error: '缺少请求体字段 route', field: 'route' });
    const notJson = await service.request('POST', '/api/walls/bad-1/beat', {
      raw: '{"group":',
      headers: { authorization: wall.authorization },
    });
    expect(notJson.status).toBe(400);
    expect(await stored('bad-1')).toBe(false);
  });

  test('an unknown field in a beat is refused, not silently dropped', async () => {
    const wall = await service.enrol('hub', 'extra-1');
    const reply = await postBeat('extra-1', wall.authorization, { ...beat('hub'), secret: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.json().field).toBe('secret');
    expect(await listed('extra-1')).toBe(false);
  });

  test('a beat over 64 KB is refused with 400 naming the body and nothing is stored', async () => {
    const wall = await service.enrol('hub', 'big-1');
    const slots = Array.from({ length: 60 }, (_, i) => ({
      ...slot(`s${i}`, 'teams/overview'),
      title: 'x'.repeat(120),
      lastError: { class: 'ApiError', message: '错'.repeat(500) },
    }));
    const raw = JSON.stringify(beat('hub', { slots }));
    expect(Buffer.byteLength(raw)).toBeGreaterThan(BEAT_MAX_BYTES);
    const reply = await service.request('POST', '/api/walls/big-1/beat', {
      raw,
      headers: { authorization: wall.authorization },
    });
    expect(reply.json()).toEqual({ error: expect.stringContaining('请求体太大'), field: 'body' });
    expect(await stored('big-1')).toBe(false);
  });

  test('beats of one wall beyond its rate limit get 429; another wall is not limited', async () => {
    const [first, second] = [await service.enrol('hub', 'rl-1'), await service.enrol('hub', 'rl-2')];
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await postBeat('rl-1', first.authorization, beat('hub'))).status);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(429);
    expect((await postBeat('rl-2', second.authorization, beat('hub'))).status).toBe(200);
  });

  test('the wall and enrolment routes answer cross-origin requests; console routes do not', async () => {
    const preflight = {
      origin: 'http://wall.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    };
    const wall = await service.request('OPTIONS', '/api/walls/cors-1/beat', { headers: preflight });
    expect(wall.headers.get('access-control-allow-origin')).toBe('*');
    expect(wall.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(
      (await service.request('OPTIONS', '/api/enrol/pairing', { headers: preflight })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('*');
    const console = await service.request('OPTIONS', '/api/walls/cors-1', { headers: preflight });
    expect(console.headers.get('access-control-allow-origin')).toBeNull();
    const codes = await service.request('GET', '/api/enrol/pairing', { headers: { origin: 'http://wall.example' } });
    expect(codes.headers.get('access-control-allow-origin')).toBeNull();
  });
});
