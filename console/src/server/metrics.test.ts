import { beat, slot, startTestService, type TestService } from './testing/harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service?.close());

test('metrics carry walls by group and status, slots by remote/build/state, heartbeat age and beats, and no secret', async () => {
  const key = await service.enrol('metrics', 'm-1');
  const body = beat('metrics', { slots: [slot('a', 'teams/overview', 'ready', 'teams@1.2.0+f00'), slot('b', 'teams/members', 'error', 'teams@1.2.0+f00')] });
  await service.request('POST', '/api/walls/m-1/beat', { body, headers: { authorization: key.authorization } });
  await service.request('POST', '/api/walls/m-1/beat', { body, headers: { authorization: key.authorization } });
  const reply = await service.request('GET', '/metrics');
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
});
