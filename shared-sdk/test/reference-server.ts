/**
 * Test helper of the SDK's contract tests: runs the reference API server on a free port with a fresh
 * database for the tests of one file, and points the shared client at it — both API bases. It lives
 * outside `src` so the SDK's source, build and published surface never reach server code.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCockpitDb, startApiServer, type RunningApiServer } from '@cockpit/api-server';
import { configureHttp } from '../src/http/http-settings';

/** The seeded database a fixture may add rows to before the server opens it. */
export type ReferenceDb = Awaited<ReturnType<typeof openCockpitDb>>['db'];

/** Today in local time, 'YYYY-MM-DD', as the server dates its data. */
const localToday = (): string => new Date().toLocaleDateString('sv-SE');

/** Seeds the database at `path` and lets `fixture` add the rows a test brings itself. */
async function seedWith(path: string, fixture: (db: ReferenceDb) => void): Promise<void> {
  const { db } = await openCockpitDb(path, localToday());
  try {
    fixture(db);
    writeFileSync(path, Buffer.from(db.sql.export()));
  } finally {
    db.sql.close();
  }
}

/**
 * Starts the server in `beforeAll` and stops it in `afterAll`; returns a getter of its URL.
 * `fixture`, when given, writes a test's own rows into the fresh database first.
 */
export function useReferenceServer(fixture?: (db: ReferenceDb) => void): () => string {
  let server: RunningApiServer | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cockpit-sdk-'));
    const dbPath = join(dir, 'cockpit.sqlite');
    if (fixture) await seedWith(dbPath, fixture);
    server = await startApiServer({ port: 0, dbPath, strictReplies: true });
    configureHttp({ apiHost: server.url, serviceApiBase: `${server.url}/open-api` });
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('reference server not started');
    return server.url;
  };
}
