import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { Role } from '../../protocol';
import type { SlotBeat, WallBeat } from '@cockpit/protocol';
import { startConsoleServer, type ConsoleServer, type ConsoleServerOptions } from '../index';
import { createUser } from '../features/users/users';
import { enrolTestWall, type TestWall } from './enrol';
import { freshDataDir } from './data-dir';
import { createTestDatabase, postgresAvailable, startTestPostgres, type TestPostgres } from './postgres';

/** The engines the store and route suites run on. */
export type Engine = 'pglite' | 'postgres';

let ownPostgres: TestPostgres | undefined;

/**
 * The PostgreSQL server for this test file: COCKPIT_TEST_DATABASE_URL when the test script gives one, else one
 * started here from Debian's binaries (stopped at exit), else none (the PostgreSQL suite is skipped with a note).
 */
export function testPostgresUrl(): string | undefined {
  if (process.env.COCKPIT_TEST_DATABASE_URL) return process.env.COCKPIT_TEST_DATABASE_URL;
  if (process.env.COCKPIT_TEST_POSTGRES === '0' || !postgresAvailable()) return undefined;
  if (!ownPostgres) {
    ownPostgres = startTestPostgres(16540 + Number(process.env.JEST_WORKER_ID ?? 0));
    process.once('exit', () => ownPostgres?.stop());
  }
  return ownPostgres.url;
}

/** Stops the server {@link testPostgresUrl} started, if any (call in afterAll). */
export function stopTestPostgres(): void {
  ownPostgres?.stop();
  ownPostgres = undefined;
}

/** The engines to run on: PGlite always, PostgreSQL when one is there; says so when it is not. */
export function testEngines(): Engine[] {
  if (process.env.COCKPIT_TEST_DATABASE_URL || (process.env.COCKPIT_TEST_POSTGRES !== '0' && postgresAvailable()))
    return ['pglite', 'postgres'];
  console.warn(
    '注意：没有 COCKPIT_TEST_DATABASE_URL，也没有 PostgreSQL 可执行文件：PostgreSQL 部分跳过，只测内嵌数据库。',
  );
  return ['pglite'];
}

/** A real HTTP reply, read. */
export interface TestReply {
  status: number;
  headers: Headers;
  text: string;
  json<T = any>(): T;
}

/** A request's body and headers; `from` sends it from another loopback address (127.x.y.z), as another client would. */
export interface RequestOptions {
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  from?: string;
}

/** One HTTP request from a chosen local address (fetch cannot choose it). */
function requestFrom(
  url: string,
  from: string,
  method: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<TestReply> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const replyHeaders = new Headers(
          Object.entries(response.headers).map(([k, v]) => [k, String(v)] as [string, string]),
        );
        resolve({ status: response.statusCode ?? 0, headers: replyHeaders, text, json: () => JSON.parse(text) });
      });
    });
    call.on('error', reject);
    call.end(payload);
  });
}

/** A service on a copy of a migrated embedded database (or on PostgreSQL), spoken to over real HTTP. */
export interface TestService extends ConsoleServer {
  request(method: string, path: string, options?: RequestOptions): Promise<TestReply>;
  /** Creates a user and returns its session cookie. */
  login(role: Role, username?: string): Promise<string>;
  /** Enrols a wall in a group (as `wallId` when that id is free) with its own credential. */
  enrol(group: string, wallId?: string): Promise<TestWall>;
  dataDir: string;
}

let users = 0;

export async function startTestService(
  engine: Engine = 'pglite',
  options: Partial<ConsoleServerOptions> = {},
): Promise<TestService> {
  const databaseUrl = engine === 'postgres' ? await createTestDatabase(testPostgresUrl()!) : undefined;
  return startServiceOn(databaseUrl, options);
}

/** One service on `databaseUrl` (PostgreSQL; undefined: a fresh embedded database): replicas share one URL. */
export async function startServiceOn(
  databaseUrl: string | undefined,
  options: Partial<ConsoleServerOptions> = {},
): Promise<TestService> {
  const dataDir = await freshDataDir();
  const server = await startConsoleServer({ port: 0, dataDir, databaseUrl, webDir: `${dataDir}/no-web`, ...options });
  const request: TestService['request'] = async (method, path, { body, raw, headers = {}, from } = {}) => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const allHeaders = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers };
    if (from) return requestFrom(`${server.url}${path}`, from, method, allHeaders, payload);
    const response = await fetch(`${server.url}${path}`, { method, headers: allHeaders, body: payload });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  };
  return {
    ...server,
    dataDir,
    request,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async login(role, username = `${role}-${++users}-${process.pid}`) {
      const password = 'Correct horse battery';
      await createUser(server.db, { username, password, role, createdBy: 'test' });
      const response = await fetch(`${server.url}/api/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
      return response.headers.getSetCookie()[0].split(';')[0];
    },
    enrol: (group, wallId) => enrolTestWall(server.db, { group, wallId }),
  };
}

/** A slot as a wall reports it. */
export function slot(
  id: string,
  panel: string,
  state: SlotBeat['state'] = 'ready',
  build = `${panel.split('/')[0]}@1.0.0+abc123`,
): SlotBeat {
  return {
    slot: id,
    position: { x: 0, y: 0, width: 400, height: 300 },
    panel,
    state,
    build,
    errorCount: 0,
    dataAgeMs: 1000,
  };
}

/** A valid beat; `slots` default to three ready slots. */
export function beat(group: string, overrides: Partial<WallBeat> = {}): WallBeat {
  return {
    group,
    route: '/',
    shellBuild: 'shell@1.0.0+0011aa',
    sdkVersion: '2.0.0',
    uptimeMs: 60_000,
    beatIntervalMs: 15_000,
    viewport: { width: 1920, height: 1080, scale: 1 },
    manifestRevision: 'rev-1',
    slots: [slot('a', 'teams/overview'), slot('b', 'talent/trend'), slot('c', 'chain/map')],
    ...overrides,
  };
}
