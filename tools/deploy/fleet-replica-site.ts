import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../console/src/server/core/db/adapter';
import { readServiceSettings } from '../../console/src/server/core/http/service-settings';
import { publishedFixture } from '../../console/src/server/testing/published-fixture';
import { startReplicaProcess, type ReplicaProcess } from '../../console/src/server/testing/replica-process';
import type { ConsoleServerOptions } from '../../console/src/server/index';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../../console/src/server/testing/postgres';
import { defaultLayouts } from './default-layouts';
import { readDeploySettings, writeDeploySettings } from './deploy-settings';
import { fleetSettingsFile, writeNginxConfig } from './dist';
import { startNginx, type RunningNginx } from '../../test/nginx-process';
import { distRemotesManifest, distRuntimeConfig } from './runtime-files';
import { discoverRemotes } from '../build/topology';

/** A free loopback port (asked of the kernel, then released). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A reply, read. */
export interface Reply {
  status: number;
  text: string;
  json<T = unknown>(): T;
}

const agents = new Map<string, Agent>();
/** One HTTP request; `from` chooses the local address (another loopback address is another client). */
export function call(
  url: string,
  method: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Reply> {
  const from = options.from ?? '127.0.0.1';
  if (!agents.has(from)) agents.set(from, new Agent({ keepAlive: true, maxSockets: 16, localAddress: from }));
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent: agents.get(from) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text, json: <T>() => JSON.parse(text) as T });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** Two (or more) fleet replicas in their own processes on one PostgreSQL, behind `npm run dist`'s nginx at `/fleet`. */
export interface ReplicaSite {
  /** `http://<nginx>/fleet`: what walls and operators use. */
  fleet: string;
  replicas: ReplicaProcess[];
  /** Each replica's id in `service_replicas`, in start order. */
  replicaIds: string[];
  /** The test's own connection to the shared database. */
  db: Database;
  /** `host:port` of each replica as nginx's log names it. */
  upstreams: string[];
  /** The lines of nginx's fleet log (`var/log/fleet.log`) so far. */
  fleetLog(): string[];
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL, `count` replicas one after the other (the first migrates; each seeds `groups`), and nginx with
 * the configuration `writeNginxConfig` writes for `deploy.json`'s `fleetUpstream` = every replica; `options` go to every replica.
 */
export async function startReplicaSite(
  count: number,
  groups: string[],
  options: Partial<ConsoleServerOptions> = {},
): Promise<ReplicaSite> {
  const postgres: TestPostgres = startTestPostgres(await freePort());
  const published = publishedFixture();
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-replica-site-'));
  const replicas: ReplicaProcess[] = [];
  let nginx: RunningNginx | undefined;
  let db: Database | undefined;
  const stop = async () => {
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await db?.close();
    postgres.stop();
    published.remove();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const databaseUrl = await createTestDatabase(postgres.url);
    chmodSync(dir, 0o755);
    for (const folder of ['www', 'var/log', 'var/tmp']) mkdirSync(join(dir, folder), { recursive: true });
    const listen = `127.0.0.1:${await freePort()}`;
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    const upstreams = ports.map((port) => `127.0.0.1:${port}`);
    writeFileSync(join(dir, 'www/config.json'), JSON.stringify({ ...distRuntimeConfig(), fleetUrl: '/fleet' }));
    writeFileSync(join(dir, 'www/remotes.json'), JSON.stringify(distRemotesManifest(discoverRemotes())));
    writeFileSync(join(dir, 'www/layouts.json'), JSON.stringify(defaultLayouts()));
    const fleetUpstream = upstreams.map((address) => `http://${address}`);
    writeDeploySettings(dir, readDeploySettings(dir, { listen, fleetUpstream, workerProcesses: 1, apiCache: false }));
    writeNginxConfig(dir);
    const { trustProxy } = readServiceSettings(fleetSettingsFile(dir));
    db = await openDatabase({ dataDir: dir, databaseUrl });
    const replicaIds: string[] = [];
    for (const port of ports) {
      const dataDir = mkdtempSync(join(dir, 'replica-'));
      replicas.push(
        await startReplicaProcess({
          ...published.options,
          port,
          dataDir,
          databaseUrl,
          trustProxy: [...trustProxy],
          seedGroups: groups,
          ...options,
        }),
      );
      const { rows } = await db.query<{ id: string }>('SELECT id FROM service_replicas ORDER BY started_at');
      replicaIds.push(rows.map((r) => r.id).find((id) => !replicaIds.includes(id))!);
    }
    nginx = await startNginx(dir, [listen]);
    const log = join(dir, 'var/log/fleet.log');
    return {
      fleet: `http://${listen}/fleet`,
      replicas,
      replicaIds,
      db,
      upstreams,
      fleetLog: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `work` over `items`, `width` at a time. */
export async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}
