import { beat, startTestService, testEngines, type TestService } from '../../testing/harness';

// A beat the walls' proxy took earlier than the replica answers it (the replica was paused with it queued) counts at
// the proxy's time: it never makes a wall that has gone silent since look alive.
describe.each(testEngines())('beats stamped by the proxy on %s', (engine) => {
  let service: TestService;
  let viewer: string;
  let authorization: string;
  beforeAll(async () => {
    service = await startTestService(engine);
    viewer = await service.login('viewer');
    ({ authorization } = await service.enrol('lobby', 'lobby-7'));
  }, 120_000);
  afterAll(() => service?.close());

  const postBeat = (takenAt?: number) =>
    service.request('POST', '/api/walls/lobby-7/beat', {
      body: beat('lobby'),
      headers: { authorization, ...(takenAt ? { 'x-request-start': `t=${(takenAt / 1000).toFixed(3)}` } : {}) },
    });
  const shown = async () =>
    (await service.request('GET', '/api/walls', { headers: { cookie: viewer } }))
      .json<{ wallId: string; online: boolean; lastSeen: number }[]>()
      .find((w) => w.wallId === 'lobby-7')!;

  test('a beat taken 60 s ago and answered now leaves the wall offline, last seen 60 s ago', async () => {
    const takenAt = Date.now() - 60_000;
    expect((await postBeat(takenAt)).status).toBe(200);
    expect(await shown()).toMatchObject({ online: false, lastSeen: takenAt });
  });

  test('a late-answered beat older than the last one kept changes nothing', async () => {
    expect((await postBeat()).status).toBe(200);
    const { lastSeen } = await shown();
    expect(Date.now() - lastSeen).toBeLessThan(5000);
    expect((await postBeat(lastSeen - 20_000)).status).toBe(200);
    expect(await shown()).toMatchObject({ online: true, lastSeen });
  });
});
