// jest's global set-up: one PostgreSQL for the whole run, when Debian's binaries are there and no server was given.
// Each test file that runs on PostgreSQL makes a database of its own on it (harness.ts, createTestDatabase), so the
// workers share the server but never a database; before this, every such file ran initdb and started a server of its own.
require('tsx/cjs');
const { postgresAvailable, startTestPostgres } = require('../console/src/server/testing/postgres.ts');

/** Where the run's server listens (the per-worker fallback in harness.ts uses 16540 + worker id). */
const PORT = Number(process.env.COCKPIT_JEST_POSTGRES_PORT ?? 16539);

module.exports = async function startRunPostgres() {
  if (process.env.COCKPIT_TEST_DATABASE_URL || process.env.COCKPIT_TEST_POSTGRES === '0' || !postgresAvailable()) return;
  const server = startTestPostgres(PORT);
  process.env.COCKPIT_TEST_DATABASE_URL = server.url;
  globalThis.__cockpitRunPostgres = server;
};
