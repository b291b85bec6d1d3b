import { beat, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

describe.each(testEngines())('alert rules and alerts on %s', (engine) => {
  let service: TestService;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    service = await startTestService(engine, { alertTimings: { sweepMs: 0, dispatchMs: 0 } });
    [admin, viewer] = [await service.login('admin'), await service.login('viewer')];
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const putRule = (group: string, body: unknown, cookie = admin) =>
    service.request('PUT', `/api/alert-rules/${group}`, { body, headers: { cookie } });

  test('a group without a stored rule has the defaults: 2 min offline, 5 min slot error', async () => {
    const key = await service.enrol('lobby', 'lobby-1');
    await service.request('POST', '/api/walls/lobby-1/beat', {
      body: beat('lobby'),
      headers: { authorization: key.authorization },
    });
    const rules = (await service.request('GET', '/api/alert-rules', { headers: { cookie: viewer } })).json<unknown[]>();
    expect(rules).toContainEqual({ group: 'lobby', offlineAfterMs: 120_000, slotErrorAfterMs: 300_000 });
  });

  test('an offline threshold under 45 s is refused 400 naming the field', async () => {
    expect((await putRule('lobby', { offlineAfterMs: 44_999, slotErrorAfterMs: 60_000 })).json()).toMatchObject({
      field: 'offlineAfterMs',
    });
  });

  test("an administrator's threshold is stored and audited", async () => {
    expect((await putRule('hall', { offlineAfterMs: 45_000, slotErrorAfterMs: 60_000 })).status).toBe(200);
    const rules = (await service.request('GET', '/api/alert-rules', { headers: { cookie: viewer } })).json<unknown[]>();
    expect(rules).toContainEqual(
      expect.objectContaining({ group: 'hall', offlineAfterMs: 45_000, slotErrorAfterMs: 60_000 }),
    );
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: admin } })).json<
      { action: string; target: string }[]
    >();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'alert-rule.update', target: 'hall' }));
  });

  test('a viewer cannot set a threshold', async () => {
    expect((await putRule('hall', { offlineAfterMs: 60_000, slotErrorAfterMs: 60_000 }, viewer)).status).toBe(403);
  });

  test("a silent wall's alert is listed open, then closed once it beats again", async () => {
    const key = await service.enrol('lobby', 'lobby-2');
    await service.request('POST', '/api/walls/lobby-2/beat', {
      body: beat('lobby'),
      headers: { authorization: key.authorization },
    });
    await service.alerts.engine.sweep(Date.now() + 121_000);
    const open = (await service.request('GET', '/api/alerts?open=1', { headers: { cookie: viewer } })).json<
      { key: string }[]
    >();
    expect(open.map((a) => a.key)).toContain('wall-offline:lobby-2');
    await service.request('POST', '/api/walls/lobby-2/beat', {
      body: beat('lobby'),
      headers: { authorization: key.authorization },
    });
    await service.alerts.engine.sweep(Date.now());
    const all = (await service.request('GET', '/api/alerts', { headers: { cookie: viewer } })).json<
      { key: string; resolvedAt?: number }[]
    >();
    expect(all.find((a) => a.key === 'wall-offline:lobby-2')).toMatchObject({ resolvedAt: expect.any(Number) });
  });
});
