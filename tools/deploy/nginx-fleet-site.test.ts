import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServiceSettings } from '../../console/src/server/core/http/service-settings';
import { beat, startTestService, type TestService } from '../../console/src/server/testing/harness';
import { E2E_PORT_BASE } from '../../e2e/stack-env';
import { defaultLayouts } from './default-layouts';
import { readDeploySettings, writeDeploySettings } from './deploy-settings';
import { fleetSettingsFile, writeNginxConfig } from './dist';
import { inParallel } from './fleet-replica-site';
import { ensureNginxInstalled, startNginx, type RunningNginx } from '../../test/nginx-process';
import { distRemotesManifest, distRuntimeConfig } from './runtime-files';
import { discoverRemotes } from '../build/topology';

/** Walls of one site behind one address (one NAT): more than the old per-address limits let through (600 beats, 10 codes a minute, 5 waiting). */
const WALLS = 300;
const BEATS_EACH = 3;
/** The site's address as nginx sees it: another loopback address than nginx's own, so a trusted X-Forwarded-For is visible. */
const SITE = '127.0.0.2';

/** One JSON POST to nginx from the site's address (fetch cannot choose it); keep-alive sockets, a few at a time. */
const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: SITE });
function post(url: string, body: unknown, authorization?: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
    const call = httpRequest(url, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : undefined });
      });
    });
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

/** `npm run dist`'s nginx.conf and fleet-settings.json in front of a fleet service started with those settings. */
describe(`a site of ${WALLS} walls behind one address, through nginx`, () => {
  let service: TestService;
  let nginx: RunningNginx;
  let dir: string;
  let fleet: string;
  beforeAll(async () => {
    ensureNginxInstalled();
    dir = mkdtempSync(join(tmpdir(), 'cockpit-nginx-site-'));
    chmodSync(dir, 0o755);
    for (const folder of ['www', 'var/log', 'var/tmp']) mkdirSync(join(dir, folder), { recursive: true });
    const listen = `127.0.0.1:${E2E_PORT_BASE + 4700}`;
    const servicePort = E2E_PORT_BASE + 4701;
    writeFileSync(join(dir, 'www/config.json'), JSON.stringify({ ...distRuntimeConfig(), fleetUrl: '/fleet' }));
    writeFileSync(join(dir, 'www/remotes.json'), JSON.stringify(distRemotesManifest(discoverRemotes())));
    writeFileSync(join(dir, 'www/layouts.json'), JSON.stringify(defaultLayouts()));
    // The fleet's site alone: the API cache in front of the business API is another test's (nginx-api-cache.test.ts).
    writeDeploySettings(
      dir,
      readDeploySettings(dir, {
        listen,
        fleetUpstream: `http://127.0.0.1:${servicePort}`,
        workerProcesses: 1,
        apiCache: false,
      }),
    );
    writeNginxConfig(dir);
    const { trustProxy } = readServiceSettings(fleetSettingsFile(dir));
    service = await startTestService('pglite', {
      port: servicePort,
      host: '127.0.0.1',
      trustProxy,
      seedGroups: ['lobby'],
    });
    nginx = await startNginx(dir, [listen]);
    fleet = `http://${listen}/fleet`;
  }, 120_000);
  afterAll(async () => {
    agent.destroy();
    await nginx?.stop();
    await service?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("every wall gets a code, is claimed, collects its credential and beats, without one 429; each code shows the site's address", async () => {
    const statuses: number[] = [];
    const asked = await inParallel([...Array(WALLS).keys()], 16, async () => {
      const reply = await post(`${fleet}/api/enrol/pairing`, { route: '/' });
      statuses.push(reply.status);
      return reply.json as { code: string; pairingSecret: string };
    });
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const operator = await service.login('operator');
    const pending = (await service.request('GET', '/api/enrol/pairing', { headers: { cookie: operator } })).json<
      { code: string; address: string }[]
    >();
    expect(pending).toHaveLength(WALLS);
    expect(new Set(pending.map((p) => p.address))).toEqual(new Set([SITE]));
    await inParallel(asked, 4, async ({ code }) => {
      const claimed = await service.request('POST', '/api/enrol/claims', {
        body: { code, name: `屏 ${code}`, group: 'lobby' },
        headers: { cookie: operator },
      });
      expect(claimed.status).toBe(200);
    });
    const credentials = await inParallel(asked, 16, async ({ pairingSecret }) => {
      const reply = await post(`${fleet}/api/enrol/pairing/poll`, {}, `Bearer ${pairingSecret}`);
      statuses.push(reply.status);
      return reply.json?.credential as { wallId: string; secret: string };
    });
    const beats = credentials.flatMap((c) => Array<typeof c>(BEATS_EACH).fill(c));
    await inParallel(beats, 16, async ({ wallId, secret }) => {
      statuses.push((await post(`${fleet}/api/walls/${wallId}/beat`, beat('lobby'), `Bearer ${secret}`)).status);
    });
    expect(statuses).toHaveLength(WALLS * (2 + BEATS_EACH));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(service.fleet.trustedWalls('lobby', Date.now())).toHaveLength(WALLS);
  }, 120_000);
});
