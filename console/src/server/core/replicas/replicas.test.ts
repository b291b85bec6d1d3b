import { eventually } from '../../features/health/prometheus/prometheus-tools';
import { beat, startServiceOn, type TestService } from '../../testing/harness';
import { createTestDatabase, postgresAvailable, startTestPostgres, type TestPostgres } from '../../testing/postgres';
import { openStream } from '../../testing/stream-client';
import { touchWalls, upsertWalls, wallBeatsChangedSince, wallsTouchedSince } from '../../features/walls/walls-store';

/** Two replicas of the fleet service on one PostgreSQL (each its own pool, LISTEN connection and HTTP server). */
const describeOnPostgres = postgresAvailable() ? describe : describe.skip;

describeOnPostgres('two replicas on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let a: TestService;
  let b: TestService;
  let operator: string;
  beforeAll(async () => {
    postgres = startTestPostgres(15600 + Number(process.env.JEST_WORKER_ID ?? 0));
    const url = await createTestDatabase(postgres.url);
    a = await startServiceOn(url, { seedGroups: ['lobby'] });
    b = await startServiceOn(url, { seedGroups: ['lobby'] });
    operator = await a.login('operator');
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    postgres?.stop();
  });

  test('a change made through A reaches a wall streaming from B within 2 s', async () => {
    const wall = await a.enrol('lobby', 'on-b-1');
    const stream = await openStream(b.url, wall.wallId, wall.secret);
    await stream.next((e) => e.type === 'welcome');
    const week = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] };
    expect(
      (await a.request('PUT', '/api/groups/lobby/schedule', { body: week, headers: { cookie: operator } })).status,
    ).toBe(200);
    await expect(stream.next((e) => e.type === 'changed', 2000)).resolves.toEqual({
      type: 'changed',
      what: 'schedule',
    });
    stream.close();
  });

  test('an action sent through A reaches the wall on B, and its answer through B is shown on A', async () => {
    const wall = await a.enrol('lobby', 'on-b-2');
    const stream = await openStream(b.url, wall.wallId, wall.secret);
    await stream.next((e) => e.type === 'welcome');
    const sent = await a.request('POST', `/api/walls/${wall.wallId}/actions`, {
      body: { action: 'identify' },
      headers: { cookie: operator },
    });
    expect(sent.json()).toMatchObject({ outcome: 'pending' });
    const event = await stream.next((e) => e.type === 'action', 2000);
    expect(event).toMatchObject({ action: 'identify', id: sent.json().id });
    const ack = await b.request('POST', `/api/walls/${wall.wallId}/actions/${sent.json().id}/ack`, {
      body: { ok: true },
      headers: { authorization: wall.authorization },
    });
    expect(ack.status).toBe(200);
    const listed = (
      await a.request('GET', `/api/walls/${wall.wallId}/actions`, { headers: { cookie: operator } })
    ).json<{ id: string; outcome: string }[]>();
    expect(listed[0]).toMatchObject({ id: sent.json().id, outcome: 'done' });
    stream.close();
  });

  test('a screenshot requested on A is taken by the wall on B and shown on A', async () => {
    const wall = await a.enrol('lobby', 'on-b-3');
    expect(
      (
        await b.request('POST', `/api/walls/${wall.wallId}/beat`, {
          body: beat('lobby'),
          headers: { authorization: wall.authorization },
        })
      ).status,
    ).toBe(200);
    const stream = await openStream(b.url, wall.wallId, wall.secret);
    await stream.next((e) => e.type === 'welcome');
    const asked = await a.request('POST', `/api/walls/${wall.wallId}/screenshot-requests`, {
      headers: { cookie: operator },
    });
    expect(asked.status).toBe(200);
    const { requestId } = asked.json<{ requestId: string }>();
    await expect(stream.next((e) => e.type === 'action', 2000)).resolves.toMatchObject({
      action: 'screenshot',
      requestId,
    });
    const png = `data:image/png;base64,${Buffer.from('not really a png, but bytes').toString('base64')}`;
    const posted = await b.request('POST', `/api/walls/${wall.wallId}/screenshot`, {
      body: { requestId, image: png, width: 1920, height: 1080 },
      headers: { authorization: wall.authorization },
    });
    expect(posted.status).toBe(200);
    const shown = await a.request('GET', `/api/walls/${wall.wallId}/screenshots/${requestId}`, {
      headers: { cookie: operator },
    });
    expect(shown.status).toBe(200);
    expect(shown.text).toBe('not really a png, but bytes');
    stream.close();
  });

  test('the sign-in limit counts tries made on both replicas: the eleventh in a minute is refused wherever it lands', async () => {
    const from = '127.0.3.7';
    // A name of its own each time: five failures on one account lock it, and that lockout is not this limit.
    let tries = 0;
    const tryOn = (service: TestService) =>
      service.request('POST', '/api/session', {
        body: { username: `nobody-${(tries += 1)}`, password: 'wrong password!' },
        from,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await tryOn(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await tryOn(b)).status).toBe(429);
    expect((await tryOn(a)).status).toBe(429);
  });

  test('a pairing code shown through A is claimed through B, and the wall collects its credential through A', async () => {
    const asked = await a.request('POST', '/api/enrol/pairing', {
      body: { route: '/', suggestedName: 'paired-across' },
    });
    const { code, pairingSecret } = asked.json<{ code: string; pairingSecret: string }>();
    const operatorOnB = await b.login('operator');
    const listed = (await b.request('GET', '/api/enrol/pairing', { headers: { cookie: operatorOnB } })).json<
      { code: string }[]
    >();
    expect(listed.map((p) => p.code)).toContain(code);
    const claimed = await b.request('POST', '/api/enrol/claims', {
      body: { code, name: '跨副本', group: 'lobby' },
      headers: { cookie: operatorOnB },
    });
    expect(claimed.status).toBe(200);
    expect(
      (
        await a.request('POST', '/api/enrol/claims', {
          body: { code, name: '第二次', group: 'lobby' },
          headers: { cookie: operator },
        })
      ).status,
    ).toBe(404);
    const polled = await a.request('POST', '/api/enrol/pairing/poll', {
      body: {},
      headers: { authorization: `Bearer ${pairingSecret}` },
    });
    const { credential } = polled.json<{ credential: { wallId: string; secret: string } }>();
    expect(credential.wallId).toBe('paired-across');
    expect(
      (
        await b.request('POST', `/api/walls/${credential.wallId}/beat`, {
          body: beat('lobby'),
          headers: { authorization: `Bearer ${credential.secret}` },
        })
      ).status,
    ).toBe(200);
  });

  test("a wall beating only to B is online in A's console within seconds (A reads the beats B stored)", async () => {
    const wall = await a.enrol('lobby', 'beats-to-b');
    expect(
      (
        await b.request('POST', `/api/walls/${wall.wallId}/beat`, {
          body: beat('lobby'),
          headers: { authorization: wall.authorization },
        })
      ).status,
    ).toBe(200);
    const onA = async () =>
      (await a.request('GET', '/api/walls', { headers: { cookie: operator } }))
        .json<{ wallId: string; online: boolean }[]>()
        .find((w) => w.wallId === wall.wallId);
    const shown = await eventually(
      'A 显示这块墙面在线',
      async () => ((await onA())?.online ? await onA() : undefined),
      6000,
    );
    expect(shown).toMatchObject({ wallId: wall.wallId, online: true });
  });

  test('a replica reads a stored beat back only when its content changed, and the last-seen time alone otherwise', async () => {
    const { wallId } = await a.enrol('lobby', 'read-back');
    const at = Date.now() + 3_600_000; // after every other test's beats, so the windows below hold this wall alone
    const stored = (content: string, seen: number) => ({
      wallId,
      group: 'lobby',
      beat: beat('lobby', { manifestRevision: content }),
      firstSeen: at,
      lastSeen: seen,
      offline: false,
    });
    await upsertWalls(a.db, [stored('rev-1', at)]);
    await touchWalls(a.db, new Map([[wallId, at + 15_000]]));
    expect(await wallBeatsChangedSince(b.db, at + 1)).toEqual([]);
    expect(await wallsTouchedSince(b.db, at + 1)).toEqual([{ wallId, lastSeen: at + 15_000 }]);
    await upsertWalls(b.db, [stored('rev-2', at + 30_000)]);
    expect(
      (await wallBeatsChangedSince(a.db, at + 15_000)).map((w) => [w.wallId, w.beat.manifestRevision, w.lastSeen]),
    ).toEqual([[wallId, 'rev-2', at + 30_000]]);
    expect(await wallsTouchedSince(a.db, at + 15_000)).toEqual([]);
  });
});
