import { test } from '@playwright/test';

/** The Playwright project that runs the fleet's browser test again with the fleet service on Debian's PostgreSQL. */
export const POSTGRES_PROJECT = 'postgres';

/**
 * The PostgreSQL server a fleet stack of this test puts its database on: the run's own (started by the global set-up
 * for the `postgres` project), or COCKPIT_E2E_DATABASE_URL (tools/dev/with-postgres.ts runs any spec on it);
 * undefined for the embedded database.
 */
export function fleetPostgresUrl(): string | undefined {
  if (process.env.COCKPIT_E2E_DATABASE_URL) return process.env.COCKPIT_E2E_DATABASE_URL;
  return projectName() === POSTGRES_PROJECT ? process.env.COCKPIT_E2E_RUN_POSTGRES_URL : undefined;
}

/** The running test's project; none outside a test (a benchmark starting a fleet stack: the embedded database). */
function projectName(): string | undefined {
  try {
    return test.info().project.name;
  } catch {
    return undefined;
  }
}

/** Whether this test runs the fleet service on PostgreSQL. */
export const onPostgres = (): boolean => projectName() === POSTGRES_PROJECT || !!process.env.COCKPIT_E2E_DATABASE_URL;
