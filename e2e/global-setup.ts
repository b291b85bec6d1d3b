import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { postgresAvailable, startTestPostgres, type TestPostgres } from '../console/src/server/testing/postgres';
import { startStack } from '../tools/dev/stack';
import { POSTGRES_PROJECT } from './postgres-project';
import { E2E_PORT_BASE } from './stack-env';

/** The run's PostgreSQL, for the `postgres` project (each fleet stack makes a database of its own on it). */
function startRunPostgres(config: FullConfig): TestPostgres | undefined {
  if (
    process.env.COCKPIT_E2E_DATABASE_URL ||
    !config.projects.some((p) => p.name === POSTGRES_PROJECT) ||
    !postgresAvailable()
  )
    return undefined;
  // On the run's port base (15433 on CI's 4000), so two runs on two bases never meet.
  const server = startTestPostgres(Number(process.env.COCKPIT_E2E_POSTGRES_PORT ?? E2E_PORT_BASE + 11_433));
  process.env.COCKPIT_E2E_RUN_POSTGRES_URL = server.url;
  return server;
}

/** Starts the whole system (API with a fresh database, every bundle) for the browser tests, and the run's PostgreSQL. */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-e2e-'));
  const postgres = startRunPostgres(config);
  const stack = await startStack({
    portBase: E2E_PORT_BASE,
    runtimeDir: join(work, 'runtime'),
    dbPath: join(work, 'cockpit.sqlite'),
  });
  process.env.COCKPIT_E2E_RUNTIME_DIR = stack.runtimeDir;
  return async () => {
    await stack.close();
    postgres?.stop();
  };
}
