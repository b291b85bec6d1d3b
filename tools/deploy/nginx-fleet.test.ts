import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beat, startTestService, type TestService } from '../../console/src/server/testing/harness';
import { openStream } from '../../console/src/server/testing/stream-client';
import { deploySettingsSchema } from './deploy-settings';
import { nginxConfig } from './nginx-config';
import { ensureNginxInstalled, startNginx, type RunningNginx } from '../../test/nginx-process';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A real nginx with the generated configuration in front of a real fleet service, on `/fleet`. */
describe('the push stream through nginx', () => {
  let service: TestService;
  let nginx: RunningNginx;
  let dir: string;
  let origin: string;
  beforeAll(async () => {
    ensureNginxInstalled();
    service = await startTestService('pglite', { seedGroups: ['lobby'] });
    dir = mkdtempSync(join(tmpdir(), 'cockpit-nginx-fleet-'));
    chmodSync(dir, 0o755);
    for (const folder of ['www', 'var/log', 'var/tmp']) mkdirSync(join(dir, folder), { recursive: true });
    const listen = `127.0.0.1:${await freePort()}`;
    const settings = deploySettingsSchema.parse({ listen, fleetUpstream: service.url, workerProcesses: 1 });
    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig({
        settings,
        apiHost: 'http://api.test',
        serviceApiBase: 'http://api.test',
        fleetUrl: '/fleet',
        contentSecurityPolicy: "default-src 'self'",
      }),
    );
    nginx = await startNginx(dir, [listen]);
    origin = `http://${listen}/fleet`;
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    await service?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a wall opens its stream through nginx and hears a change pushed to its group', async () => {
    const wall = await service.enrol('lobby', 'lobby-1');
    const stream = await openStream(origin, wall.wallId, wall.secret);
    await stream.next((e) => e.type === 'welcome');
    const operator = await service.login('operator');
    const week = { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [] };
    expect(
      (await service.request('PUT', '/api/groups/lobby/schedule', { body: week, headers: { cookie: operator } }))
        .status,
    ).toBe(200);
    await expect(stream.next((e) => e.type === 'changed', 2000)).resolves.toEqual({
      type: 'changed',
      what: 'schedule',
    });
    stream.close();
  });

  test("a wall's other routes reach the fleet service through nginx with the prefix stripped", async () => {
    const wall = await service.enrol('lobby', 'lobby-2');
    const reply = await fetch(`${origin}/api/walls/${wall.wallId}/layouts.json`, {
      headers: { authorization: wall.authorization },
    });
    expect(reply.status).toBe(200);
  });

  test("a beat is stamped with nginx's arrival time, not the time a wall claims", async () => {
    const wall = await service.enrol('lobby', 'lobby-3');
    const reply = await fetch(`${origin}/api/walls/${wall.wallId}/beat`, {
      method: 'POST',
      headers: {
        authorization: wall.authorization,
        'content-type': 'application/json',
        'x-request-start': `t=${(Date.now() - 60_000) / 1000}`,
      },
      body: JSON.stringify(beat('lobby')),
    });
    expect(reply.status).toBe(200);
    const viewer = await service.login('viewer');
    const shown = (await service.request('GET', '/api/walls', { headers: { cookie: viewer } }))
      .json<{ wallId: string; online: boolean; lastSeen: number }[]>()
      .find((w) => w.wallId === wall.wallId);
    expect(shown?.online).toBe(true);
    expect(Date.now() - (shown?.lastSeen ?? 0)).toBeLessThan(5000);
  });
});
