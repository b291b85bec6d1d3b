import type { WallActionInfo, WallPlayerInfo } from '@cockpit/protocol';
import { rotateMetricsToken } from '../../health';
import { startTestService, type TestService } from '../../../testing/harness';

// The player reports on the embedded database here; the store's SQL is plain (no engine-specific part).
let service: TestService;
let operator: string;
let viewer: string;
beforeAll(async () => {
  service = await startTestService();
  operator = await service.login('operator');
  viewer = await service.login('viewer');
}, 120_000);
afterAll(() => service?.close());

const report = (wallId: string, authorization: string, body: unknown) =>
  service.request('POST', `/api/walls/${wallId}/player`, { body, headers: { authorization } });
const info = async (wallId: string) =>
  (await service.request('GET', `/api/walls/${wallId}/player`, { headers: { cookie: viewer } })).json<WallPlayerInfo>();
const base = { version: '1.0.0', chromium: '156.0.8078.108', startedAt: 1_700_000_000_000, recoveries: [] };
const crash = { at: 1_700_000_100_000, reason: 'crash', darkMs: 3200, steps: ['reload'] };

test("a player reports under its wall's own credential; the console shows 播放器 and 最近恢复, each recovery once", async () => {
  const wall = await service.enrol('hub', 'pl-1');
  expect((await info('pl-1')).player).toBeNull();
  const hang = {
    at: 1_700_000_200_000,
    reason: 'hang',
    darkMs: 14_000,
    steps: ['reload', 'new-tab', 'restart-browser'],
  };
  expect((await report('pl-1', wall.authorization, { ...base, recoveries: [crash] })).status).toBe(200);
  // Sent again (the answer was lost) with a new one: the first is not doubled.
  expect((await report('pl-1', wall.authorization, { ...base, recoveries: [crash, hang] })).json()).toEqual({});
  const shown = await info('pl-1');
  expect(shown.player).toMatchObject({ version: '1.0.0', chromium: '156.0.8078.108', startedAt: base.startedAt });
  expect(shown.recoveries).toEqual([hang, crash]);
  const metrics = (
    await service.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${await rotateMetricsToken(service.db)}` },
    })
  ).text;
  expect(metrics).toContain('cockpit_fleet_player_recoveries_total{group="hub",wall="pl-1",reason="crash"} 1');
  expect(metrics).toContain('cockpit_fleet_player_recoveries_total{group="hub",wall="pl-1",reason="hang"} 1');
});

test("another wall's credential is refused, a missing one too, and nothing is stored", async () => {
  await service.enrol('hub', 'pl-2');
  const other = await service.enrol('hub', 'pl-3');
  const refused = await report('pl-2', other.authorization, { ...base, recoveries: [crash] });
  expect(refused.status).toBe(403);
  expect(refused.json().error).toContain('pl-3');
  expect((await report('pl-2', '', base)).status).toBe(401);
  expect((await info('pl-2')).player).toBeNull();
});

test('a malformed or oversized report is a 400 with nothing stored, never a 500', async () => {
  const wall = await service.enrol('hub', 'pl-4');
  for (const body of [
    { ...base, recoveries: [{ ...crash, reason: 'format-disk' }] },
    { ...base, version: 'x'.repeat(41) },
    { ...base, extra: 1 },
    { ...base, recoveries: Array.from({ length: 51 }, (_, i) => ({ ...crash, at: i })) },
  ]) {
    expect((await report('pl-4', wall.authorization, body)).status).toBe(400);
  }
  const big = await service.request('POST', '/api/walls/pl-4/player', {
    raw: 'x'.repeat(40_000),
    headers: { authorization: wall.authorization, 'content-type': 'application/json' },
  });
  expect([big.status, big.json().error]).toEqual([400, '请求体太大（最多 32768 字节）']);
  expect((await info('pl-4')).player).toBeNull();
});

test('重启浏览器 needs the operator role, is audited, reaches the player in its next report and is done when it answers', async () => {
  const wall = await service.enrol('hub', 'pl-5');
  const send = (cookie: string) =>
    service.request('POST', '/api/walls/pl-5/actions', { body: { action: 'restart-browser' }, headers: { cookie } });
  // No player has reported: not sent, and said so.
  expect((await send(operator)).json<WallActionInfo>()).toMatchObject({
    outcome: 'offline',
    words: '墙面没有在运行的播放器，未发送',
  });
  await report('pl-5', wall.authorization, base);
  expect((await send(viewer)).status).toBe(403);
  const sent = await send(operator);
  expect(sent.status).toBe(201);
  const { id } = sent.json<WallActionInfo>();
  expect((await report('pl-5', wall.authorization, base)).json()).toEqual({ restart: { actionId: id } });
  // Another wall's player never hears it.
  const other = await service.enrol('hub', 'pl-6');
  expect((await report('pl-6', other.authorization, base)).json()).toEqual({});
  expect(
    (
      await service.request('POST', `/api/walls/pl-5/actions/${id}/ack`, {
        body: { ok: true },
        headers: { authorization: wall.authorization },
      })
    ).status,
  ).toBe(200);
  expect((await report('pl-5', wall.authorization, base)).json()).toEqual({});
  const listed = (await service.request('GET', '/api/walls/pl-5/actions', { headers: { cookie: viewer } })).json<
    WallActionInfo[]
  >();
  expect(listed[0]).toMatchObject({ action: 'restart-browser', outcome: 'done', words: '已完成' });
  const audit = (await service.request('GET', '/api/audit?limit=5', { headers: { cookie: viewer } })).json<
    { action: string; target: string; detail: string }[]
  >();
  expect(audit).toContainEqual(
    expect.objectContaining({ action: 'wall.action', target: 'pl-5', detail: expect.stringContaining('重启浏览器') }),
  );
});
