import type { HealthBeat, HealthPage } from '@cockpit/protocol';
import { rotateMetricsToken } from './metrics/metrics-token';
import { beat, startTestService, type TestService } from '../../testing/harness';

// Samples every 200 ms here, so a stored sample shows without waiting minutes.
let service: TestService;
let operator: string;
let viewer: string;
let admin: string;
beforeAll(async () => {
  service = await startTestService('pglite', { healthTimings: { sampleMs: 200 } });
  [operator, viewer, admin] = [
    await service.login('operator'),
    await service.login('viewer'),
    await service.login('admin'),
  ];
}, 120_000);
afterAll(() => service?.close());

const health = (fps: number, more: Partial<HealthBeat> = {}): HealthBeat => ({
  fps,
  longFramesPerMin: 2,
  score: 80,
  profile: 'standard',
  profileReason: 'default',
  ...more,
});
const sendBeat = (wallId: string, authorization: string, body: unknown) =>
  service.request('POST', `/api/walls/${wallId}/beat`, { body, headers: { authorization } });
const page = async () =>
  (await service.request('GET', '/api/health', { headers: { cookie: viewer } })).json<HealthPage>();
/** Polls `read` every 50 ms until it gives a defined value (at most `ms`). */
async function until<T>(read: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  for (const end = Date.now() + ms; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const value = await read();
    if (value !== undefined || Date.now() > end) return value as T;
  }
}
const setProfile = (path: string, body: unknown, cookie = operator) =>
  service.request('PUT', path, { body, headers: { cookie } });

test('beats carry health; the console lists every wall worst first with its samples; /metrics exports it', async () => {
  const good = await service.enrol('hub', 'hl-good');
  const slow = await service.enrol('hub', 'hl-slow');
  expect(
    (await sendBeat('hl-good', good.authorization, beat('hub', { heapBytes: 50e6, health: health(60) }))).status,
  ).toBe(200);
  expect(
    (
      await sendBeat(
        'hl-slow',
        slow.authorization,
        beat('hub', {
          heapBytes: 80e6,
          health: health(12, { score: 18, profile: 'light', profileReason: 'low-score' }),
        }),
      )
    ).status,
  ).toBe(200);
  await until(async () => (await page()).walls.find((w) => w.wallId === 'hl-slow')?.samples[0]);
  const { walls } = await page();
  const ids = walls.map((w) => w.wallId);
  expect(ids.indexOf('hl-slow')).toBeLessThan(ids.indexOf('hl-good'));
  const shown = walls.find((w) => w.wallId === 'hl-slow')!;
  expect(shown).toMatchObject({
    name: expect.any(String),
    online: true,
    problems: ['帧率低（12 帧/秒）'],
    latest: { fps: 12, score: 18, profileReason: 'low-score', heapBytes: 80e6 },
  });
  expect(shown.samples[0]).toMatchObject({ fps: 12, heapBytes: 80e6 });
  const metrics = (
    await service.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${await rotateMetricsToken(service.db)}` },
    })
  ).text;
  expect(metrics).toContain('cockpit_wall_fps{group="hub",wall="hl-slow"} 12');
  expect(metrics).toContain('cockpit_wall_light_profile{group="hub",wall="hl-slow"} 1');
  expect(metrics).toContain('cockpit_wall_heap_bytes{group="hub",wall="hl-good"} 50000000');
});

test("a player's Chromium memory by process kind reaches the samples and /metrics", async () => {
  const wall = await service.enrol('hub', 'hl-player');
  const memory = { browser: 120e6, renderer: 310e6, gpu: 140e6, other: 30e6 };
  const reply = await service.request('POST', '/api/walls/hl-player/player', {
    body: { version: '1.0.0', chromium: '1', startedAt: 1, recoveries: [], memory },
    headers: { authorization: wall.authorization },
  });
  expect(reply.status).toBe(200);
  await sendBeat('hl-player', wall.authorization, beat('hub', { health: health(60) }));
  expect(
    await until(
      async () =>
        (await page()).walls.find((w) => w.wallId === 'hl-player')?.samples.find((s) => s.rendererBytes)?.rendererBytes,
    ),
  ).toBe(310e6);
  const metrics = (
    await service.request('GET', '/metrics', {
      headers: { authorization: `Bearer ${await rotateMetricsToken(service.db)}` },
    })
  ).text;
  expect(metrics).toContain('cockpit_wall_memory_bytes{group="hub",wall="hl-player",process="gpu"} 140000000');
  const bad = await service.request('POST', '/api/walls/hl-player/player', {
    body: { version: '1.0.0', chromium: '1', startedAt: 1, recoveries: [], memory: { ...memory, disk: 1 } },
    headers: { authorization: wall.authorization },
  });
  expect(bad.status).toBe(400);
});

test("an operator sets a wall or its group light: audited, in the beat reply (the wall's own setting first); a viewer cannot", async () => {
  const wall = await service.enrol('xndx', 'hl-set');
  expect((await sendBeat('hl-set', wall.authorization, beat('xndx'))).json().profile).toBeUndefined();
  expect((await setProfile('/api/groups/xndx/profile', { profile: 'light' }, viewer)).status).toBe(403);
  expect((await setProfile('/api/groups/xndx/profile', { profile: 'light' })).status).toBe(200);
  expect((await sendBeat('hl-set', wall.authorization, beat('xndx'))).json().profile).toEqual({
    profile: 'light',
    by: 'group',
  });
  expect((await setProfile('/api/walls/hl-set/profile', { profile: 'standard' })).status).toBe(200);
  expect((await sendBeat('hl-set', wall.authorization, beat('xndx'))).json().profile).toEqual({
    profile: 'standard',
    by: 'wall',
  });
  expect((await setProfile('/api/walls/hl-set/profile', { profile: null })).status).toBe(200);
  expect((await sendBeat('hl-set', wall.authorization, beat('xndx'))).json().profile).toEqual({
    profile: 'light',
    by: 'group',
  });
  expect((await page()).groups).toContainEqual({ group: 'xndx', setting: 'light' });
  const audit = (await service.request('GET', '/api/audit', { headers: { cookie: admin } })).json<
    { action: string; target: string; detail: string }[]
  >();
  expect(audit.filter((a) => a.action.endsWith('.profile')).map((a) => [a.action, a.target, a.detail])).toEqual([
    ['wall.profile', 'hl-set', expect.stringContaining('自动（按设备跑分）')],
    ['wall.profile', 'hl-set', expect.stringContaining('标准')],
    ['group.profile', 'xndx', expect.stringContaining('轻量')],
  ]);
});

test('a bad setting is a 400 naming the field, an unknown wall or group a 404, nothing stored', async () => {
  for (const body of [{ profile: 'turbo' }, {}, { profile: 'light', extra: 1 }]) {
    const reply = await setProfile('/api/groups/hub/profile', body);
    expect(reply.status).toBe(400);
  }
  expect((await setProfile('/api/groups/hub/profile', 'x'.repeat(2000))).status).toBe(400);
  expect((await setProfile('/api/walls/nobody/profile', { profile: 'light' })).status).toBe(404);
  expect((await setProfile('/api/groups/nogroup/profile', { profile: 'light' })).status).toBe(404);
  expect((await page()).groups.find((g) => g.group === 'hub')?.setting).toBeNull();
});
