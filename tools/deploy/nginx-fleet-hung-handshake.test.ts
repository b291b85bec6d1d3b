import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STREAM_KEEPALIVE_MS, STREAM_SILENCE_KEEPALIVES } from '@cockpit/protocol';
import { startTestService, type TestService } from '../../console/src/server/testing/harness';
import { openStream, type TestStream } from '../../console/src/server/testing/stream-client';
import { deploySettingsSchema } from './deploy-settings';
import { nginxConfig } from './nginx-config';
import { ensureNginxInstalled, startNginx, type RunningNginx } from '../../test/nginx-process';

/** The silence after which a wall leaves a stream: a handshake to a hung replica must cost less than that. */
const WALL_SILENCE_MS = STREAM_SILENCE_KEEPALIVES * STREAM_KEEPALIVE_MS;
const STREAMS = 4;

/** A replica that hangs: its kernel accepts connections, nothing ever answers (SIGSTOP, a stalled VM). */
function hungReplica(): Promise<{ server: Server; port: number; accepted: () => number; close: () => void }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  const close = () => {
    sockets.forEach((socket) => socket.destroy());
    server.close();
  };
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as { port: number }).port, accepted: () => sockets.length, close }),
    ),
  );
}

const freePort = (): Promise<number> =>
  hungReplica().then(({ close, port }) => {
    close();
    return port;
  });

/**
 * The shipped nginx over two replicas, one hung and one real: the case where a wall's stream, having left a hung
 * replica, is sent back to it by `least_conn` before `max_fails` has marked it down (issue 43, item 13).
 */
describe('a stream opened to a hung replica through nginx', () => {
  let service: TestService;
  let hung: Awaited<ReturnType<typeof hungReplica>>;
  let nginx: RunningNginx;
  let dir: string;
  let origin: string;
  const streams: TestStream[] = [];
  beforeAll(async () => {
    ensureNginxInstalled();
    service = await startTestService('pglite', { seedGroups: ['lobby'] });
    hung = await hungReplica();
    dir = mkdtempSync(join(tmpdir(), 'cockpit-nginx-hung-'));
    chmodSync(dir, 0o755);
    for (const folder of ['www', 'var/log', 'var/tmp']) mkdirSync(join(dir, folder), { recursive: true });
    const listen = `127.0.0.1:${await freePort()}`;
    const fleetUpstream = [`http://127.0.0.1:${hung.port}`, service.url];
    const settings = deploySettingsSchema.parse({ listen, fleetUpstream, workerProcesses: 1 });
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
    streams.forEach((stream) => stream.close());
    hung?.close();
    await nginx?.stop();
    await service?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const welcomed = async (wallId: string, secret: string): Promise<{ stream: TestStream; ms: number }> => {
    const started = Date.now();
    const stream = await openStream(origin, wallId, secret);
    streams.push(stream);
    await stream.next((event) => event.type === 'welcome', 3 * WALL_SILENCE_MS);
    return { stream, ms: Date.now() - started };
  };

  test('goes on to the live replica sooner than the silence that made the wall leave, counts as a failure, and stays open', async () => {
    const walls = await Promise.all(
      Array.from({ length: STREAMS }, (_, n) => service.enrol('lobby', `hung-handshake-${n}`)),
    );
    const opened = await Promise.all(walls.map((wall) => welcomed(wall.wallId, wall.secret)));
    const times = opened.map((o) => o.ms);
    console.log(
      `handshakes through nginx with one replica hung: ${times.join(', ')} ms (wall silence ${WALL_SILENCE_MS} ms)`,
    );
    expect(hung.accepted()).toBeGreaterThan(0);
    expect(Math.max(...times)).toBeLessThan(WALL_SILENCE_MS);

    // The timeouts counted (max_fails): the next stream goes straight to the live replica.
    const before = hung.accepted();
    const late = await service.enrol('lobby', 'hung-handshake-late');
    const next = await welcomed(late.wallId, late.secret);
    expect(next.ms).toBeLessThan(STREAM_KEEPALIVE_MS);
    expect(hung.accepted()).toBe(before);

    // nginx's short wait never cuts a healthy stream: five keep-alives heard, more than two of nginx's timeouts.
    await Promise.all(
      streams.map((stream) =>
        stream.next(
          (event) => event.type === 'keepalive' && stream.events.filter((e) => e.type === 'keepalive').length >= 5,
          10 * STREAM_KEEPALIVE_MS,
        ),
      ),
    );
    const closed = await Promise.race([
      Promise.any(streams.map((s) => s.closed)),
      new Promise((resolve) => setTimeout(() => resolve('open'), 10)),
    ]);
    expect(closed).toBe('open');
  }, 60_000);
});
