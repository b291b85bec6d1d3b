/**
 * Test-only helper (not exported from the barrel): runs the reference API server on a free port with a
 * fresh database for the tests of one file, and points the shared client at it — both API bases.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer, type RunningApiServer } from '@cockpit/api-server';
import { configureHttp } from '../http/http-settings';

/** Starts the server in `beforeAll` and stops it in `afterAll`; returns a getter of its URL. */
export function useReferenceServer(): () => string {
  let server: RunningApiServer | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cockpit-sdk-'));
    server = await startApiServer({ port: 0, dbPath: join(dir, 'cockpit.sqlite'), strictReplies: true });
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
