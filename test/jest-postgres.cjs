// jest's global set-up: one PostgreSQL for the whole run, when Debian's binaries are there and no server was given.
// Each test file that runs on PostgreSQL makes a database of its own on it (harness.ts, createTestDatabase), so the
// workers share the server but never a database; before this, every such file ran initdb and started a server of its own.
require('tsx/cjs');
const { createServer } = require('node:net');
const { postgresAvailable, startTestPostgres } = require('../console/src/server/testing/postgres.ts');

/** A port nothing listens on now (a second jest run on the machine gets another one). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

module.exports = async function startRunPostgres() {
  if (process.env.COCKPIT_TEST_DATABASE_URL || process.env.COCKPIT_TEST_POSTGRES === '0' || !postgresAvailable())
    return;
  const server = startTestPostgres(Number(process.env.COCKPIT_JEST_POSTGRES_PORT ?? (await freePort())));
  process.env.COCKPIT_TEST_DATABASE_URL = server.url;
  globalThis.__cockpitRunPostgres = server;
};
