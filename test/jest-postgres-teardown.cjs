// Stops the run's PostgreSQL that jest-postgres.cjs started, if it did.
module.exports = async function stopRunPostgres() {
  globalThis.__cockpitRunPostgres?.stop();
};
