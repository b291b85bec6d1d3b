import { beat, slot, startTestService, type TestService } from '../../../testing/harness';

let service: TestService;
let admin: string;
beforeAll(async () => {
  service = await startTestService();
  admin = await service.login('admin');
}, 120_000);
afterAll(() => service?.close());

const scrape = (authorization?: string) =>
  service.request('GET', '/metrics', { headers: authorization ? { authorization } : {} });
const newToken = async () =>
  `Bearer ${(await service.request('POST', '/api/metrics-token', { headers: { cookie: admin } })).json<{ secret: string }>().secret}`;

test('without the scrape token /metrics is refused and shows nothing', async () => {
  const reply = await scrape();
  expect(reply.status).toBe(401);
  expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect(reply.text).not.toContain('cockpit_fleet');
  expect((await scrape('Bearer not-the-token')).status).toBe(401);
});

test('a rotated token replaces the old one at once, and a revoked one scrapes nothing; each is audited', async () => {
  const old = await newToken();
  expect((await scrape(old)).status).toBe(200);
  const next = await newToken();
  expect([(await scrape(old)).status, (await scrape(next)).status]).toEqual([401, 200]);
  expect((await service.request('DELETE', '/api/metrics-token', { headers: { cookie: admin } })).status).toBe(200);
  expect((await scrape(next)).status).toBe(401);
  const audit = (await service.request('GET', '/api/audit?limit=3', { headers: { cookie: admin } })).json<
    { action: string }[]
  >();
  expect(audit.map((e) => e.action)).toEqual(['metrics-token.revoke', 'metrics-token.rotate', 'metrics-token.rotate']);
  expect((await service.db.query("SELECT value FROM settings WHERE key LIKE 'metrics%'")).rows).toHaveLength(0);
});

test('with the token: walls by group and status, slots by remote/build/state, heartbeat age and beats, and no secret', async () => {
  const token = await newToken();
  const key = await service.enrol('metrics', 'm-1');
  const body = beat('metrics', {
    slots: [
      slot('a', 'teams/overview', 'ready', 'teams@1.2.0+f00'),
      slot('b', 'teams/members', 'error', 'teams@1.2.0+f00'),
    ],
  });
  await service.request('POST', '/api/walls/m-1/beat', { body, headers: { authorization: key.authorization } });
  await service.request('POST', '/api/walls/m-1/beat', { body, headers: { authorization: key.authorization } });
  const reply = await scrape(token);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = reply.text;
  expect(text).toContain('cockpit_fleet_walls{group="metrics",status="online"} 1');
  expect(text).toContain('cockpit_fleet_slots{remote="teams",build="teams@1.2.0+f00",state="ready"} 1');
  expect(text).toContain('cockpit_fleet_slots{remote="teams",build="teams@1.2.0+f00",state="error"} 1');
  expect(text).toMatch(/cockpit_fleet_heartbeat_age_seconds\{group="metrics",wall="m-1"\} \d/);
  expect(text).toContain('cockpit_fleet_beats_received_total{group="metrics"} 2');
  expect(text).toContain('cockpit_fleet_screenshots_served_total 0');
  expect(text).not.toContain(key.authorization.slice('Bearer '.length));
  expect(text).not.toContain(token.slice('Bearer '.length));
});

test('only an admin makes a scrape token', async () => {
  const operator = await service.login('operator');
  expect((await service.request('POST', '/api/metrics-token', { headers: { cookie: operator } })).status).toBe(403);
});
