import { type WallSummary } from '../../../protocol';
import { STREAM_CLOSE } from '@cockpit/protocol';
import { beat, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';
import { openStream } from '../../testing/stream-client';

const emptyWeek = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] };

describe("a wall's push stream", () => {
  let suite: ReleaseSuite;
  let service: TestService;
  const secretOf = async (wallId: string, group: string) =>
    (await suite.credential(wallId, group)).replace(/^Bearer /, '');
  beforeAll(async () => {
    suite = await startReleaseSuite('pglite', { groups: ['lobby', 'hall'] });
    service = suite.service;
  }, 120_000);
  afterAll(() => suite?.stop());

  test('a wall that says hello with its credential is welcomed', async () => {
    const stream = await openStream(service.url, 'lobby-1', await secretOf('lobby-1', 'lobby'));
    await stream.next((e) => e.type === 'welcome');
    stream.close();
  });

  test("a schedule saved for a group is pushed to that group's walls only", async () => {
    const lobby = await openStream(service.url, 'lobby-2', await secretOf('lobby-2', 'lobby'));
    const hall = await openStream(service.url, 'hall-1', await secretOf('hall-1', 'hall'));
    await Promise.all([lobby.next((e) => e.type === 'welcome'), hall.next((e) => e.type === 'welcome')]);
    expect(
      (
        await service.request('PUT', '/api/groups/lobby/schedule', {
          body: emptyWeek,
          headers: { cookie: suite.operator },
        })
      ).status,
    ).toBe(200);
    await lobby.next((e) => e.type === 'changed' && e.what === 'schedule');
    // The hall wall hears the next change of its own group, and nothing of the lobby's before it.
    await service.request('PUT', '/api/groups/hall/schedule', { body: emptyWeek, headers: { cookie: suite.operator } });
    await hall.next((e) => e.type === 'changed');
    expect(hall.events.filter((e) => e.type === 'changed')).toEqual([{ type: 'changed', what: 'schedule' }]);
    lobby.close();
    hall.close();
  });

  test('a canvas and a daypart layout saved for a group reach its streaming wall within 2 s, not at the next poll', async () => {
    const stream = await openStream(service.url, 'hall-2', await secretOf('hall-2', 'hall'));
    await stream.next((e) => e.type === 'welcome');
    const operator = { cookie: suite.operator };
    const canvas = { canvas: { width: 3840, height: 1080 }, tileWalls: {} };
    expect((await service.request('PUT', '/api/groups/hall/canvas', { body: canvas, headers: operator })).status).toBe(
      200,
    );
    await stream.next((e) => e.type === 'changed' && e.what === 'layouts', 2000);
    const hub = structuredClone(FIXTURE_LAYOUTS.pages.hub);
    const week = {
      ...emptyWeek,
      dayparts: [{ name: '夜间', days: [1, 2, 3, 4, 5], from: '18:00', to: '23:00', pages: { hub } }],
    };
    expect((await service.request('PUT', '/api/groups/hall/schedule', { body: week, headers: operator })).status).toBe(
      200,
    );
    await stream.next((e) => e.type === 'changed' && e.what === 'schedule', 2000);
    const heard = stream.events.length;
    const moved = { ...hub, slots: hub.slots.map((slot, i) => (i === 0 ? { ...slot, y: slot.y + 100 } : slot)) };
    const reply = await service.request('PUT', `/api/groups/hall/dayparts/${encodeURIComponent('夜间')}/layouts/hub`, {
      body: moved,
      headers: { ...operator, 'if-match': '"1"' },
    });
    expect(reply.status).toBe(200);
    await stream.next((e) => stream.events.indexOf(e) >= heard && e.type === 'changed' && e.what === 'layouts', 2000);
    stream.close();
  });

  test('the walls list and the wall say whether its stream is open, from the hub', async () => {
    const authorization = await suite.credential('lobby-5', 'lobby');
    await service.request('POST', '/api/walls/lobby-5/beat', { body: beat('lobby'), headers: { authorization } });
    const push = async () => ({
      listed: (await service.request('GET', '/api/walls', { headers: { cookie: suite.viewer } }))
        .json<WallSummary[]>()
        .find((w) => w.wallId === 'lobby-5')?.push,
      detail: (
        await service.request('GET', '/api/walls/lobby-5', { headers: { cookie: suite.viewer } })
      ).json<WallSummary>().push,
    });
    expect(await push()).toEqual({ listed: { connected: false }, detail: { connected: false } });
    const stream = await openStream(service.url, 'lobby-5', authorization.replace(/^Bearer /, ''));
    await stream.next((e) => e.type === 'welcome');
    const open = await push();
    expect(open.listed).toEqual({ connected: true, since: expect.any(Number) });
    expect(open.detail).toEqual(open.listed);
    stream.close();
    await stream.closed;
    for (let i = 0; i < 20 && (await push()).listed?.connected; i++) await new Promise((done) => setTimeout(done, 50));
    expect(await push()).toEqual({ listed: { connected: false }, detail: { connected: false } });
  });

  test('an unknown credential is refused with the reason and the socket closed', async () => {
    const stream = await openStream(service.url, 'lobby-1', 'not-a-credential');
    await expect(stream.next((e) => e.type === 'refused')).resolves.toMatchObject({ reason: 'unknown' });
    expect(await stream.closed).toBe(STREAM_CLOSE.refused);
  });

  test("another wall's credential cannot open this wall's stream", async () => {
    const stream = await openStream(service.url, 'lobby-1', await secretOf('hall-1', 'hall'));
    expect(await stream.closed).toBe(STREAM_CLOSE.forbidden);
  });

  test('a socket that never says hello is closed after a few seconds', async () => {
    const stream = await openStream(service.url, 'lobby-1', undefined);
    expect(await stream.closed).toBe(STREAM_CLOSE.noHello);
  });

  test("a wall's new stream replaces its old one", async () => {
    const secret = await secretOf('lobby-3', 'lobby');
    const first = await openStream(service.url, 'lobby-3', secret);
    await first.next((e) => e.type === 'welcome');
    const second = await openStream(service.url, 'lobby-3', secret);
    await second.next((e) => e.type === 'welcome');
    expect(await first.closed).toBe(STREAM_CLOSE.replaced);
    second.close();
  });

  test('re-pairing a wall ends its open stream', async () => {
    const stream = await openStream(service.url, 'lobby-4', await secretOf('lobby-4', 'lobby'));
    await stream.next((e) => e.type === 'welcome');
    expect(
      (await service.request('POST', '/api/walls/lobby-4/re-pair', { body: {}, headers: { cookie: suite.operator } }))
        .status,
    ).toBe(200);
    expect(await stream.closed).toBe(STREAM_CLOSE.refused);
  });
});
