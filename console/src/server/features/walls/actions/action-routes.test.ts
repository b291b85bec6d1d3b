import type { WallActionInfo } from '@cockpit/protocol';
import { testEngines, type TestService } from '../../../testing/harness';
import { startReleaseSuite, type ReleaseSuite } from '../../../testing/release-suite';
import { openStream } from '../../../testing/stream-client';

describe.each(testEngines())('remote actions on %s', (engine) => {
  let suite: ReleaseSuite;
  let service: TestService;
  const send = (wallId: string, action: string, cookie = suite.operator) =>
    service.request('POST', `/api/walls/${wallId}/actions`, { body: { action }, headers: { cookie } });
  const ack = (wallId: string, actionId: string, authorization: string, body: unknown = { ok: true }) =>
    service.request('POST', `/api/walls/${wallId}/actions/${actionId}/ack`, { body, headers: { authorization } });
  const listed = async (wallId: string) =>
    (await service.request('GET', `/api/walls/${wallId}/actions`, { headers: { cookie: suite.viewer } })).json<
      WallActionInfo[]
    >();
  beforeAll(async () => {
    suite = await startReleaseSuite(engine, { groups: ['lobby'] });
    service = suite.service;
  }, 120_000);
  afterAll(() => suite?.stop());

  test('识别 reaches the wall over its stream with its recorded name, and its answer makes it 已完成', async () => {
    const authorization = await suite.credential('act-1', 'lobby');
    const stream = await openStream(service.url, 'act-1', authorization.replace(/^Bearer /, ''));
    await stream.next((e) => e.type === 'welcome');
    const reply = await send('act-1', 'identify');
    expect(reply.status).toBe(201);
    const event = await stream.next((e) => e.type === 'action');
    expect(event).toMatchObject({
      action: 'identify',
      id: reply.json().id,
      identity: { group: 'lobby', name: expect.any(String) },
    });
    expect((await ack('act-1', reply.json().id, authorization)).status).toBe(200);
    expect((await listed('act-1'))[0]).toMatchObject({ action: 'identify', outcome: 'done', words: '已完成' });
    stream.close();
  });

  test('an action for a wall without a stream is not sent, and says so', async () => {
    await suite.credential('act-2', 'lobby');
    expect((await send('act-2', 'reload')).json()).toMatchObject({ outcome: 'offline', words: '墙面离线，未发送' });
  });

  test("a wall cannot answer another wall's action", async () => {
    const authorization = await suite.credential('act-3', 'lobby');
    const stream = await openStream(service.url, 'act-3', authorization.replace(/^Bearer /, ''));
    await stream.next((e) => e.type === 'welcome');
    const { id } = (await send('act-3', 'identify')).json<WallActionInfo>();
    const other = await suite.credential('act-4', 'lobby');
    expect((await ack('act-4', id, other)).status).toBe(404);
    expect((await ack('act-3', id, other)).status).toBe(403);
    expect((await listed('act-3'))[0].outcome).toBe('pending');
    stream.close();
  });

  test('a viewer may not send an action, and an unknown action is a 400', async () => {
    await suite.credential('act-5', 'lobby');
    expect((await send('act-5', 'reload', suite.viewer)).status).toBe(403);
    expect((await send('act-5', 'format-disk')).status).toBe(400);
  });

  test('an answer with a malformed body is a 400, and every action is audited', async () => {
    const authorization = await suite.credential('act-1', 'lobby');
    expect((await ack('act-1', 'x', authorization, { ok: 'yes', extra: 1 })).status).toBe(400);
    const audit = (await service.request('GET', '/api/audit', { headers: { cookie: suite.viewer } })).json<
      { action: string; target: string }[]
    >();
    expect(audit).toContainEqual(expect.objectContaining({ action: 'wall.action', target: 'act-1' }));
  });

  test('a wall keeps only its last 20 actions', async () => {
    await suite.credential('act-6', 'lobby');
    for (let i = 0; i < 22; i++) await send('act-6', 'identify');
    expect(await listed('act-6')).toHaveLength(20);
  });
});
