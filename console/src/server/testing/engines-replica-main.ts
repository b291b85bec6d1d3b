import { startConsoleServer, type ConsoleServerOptions } from '../index';

/**
 * One replica of the fleet service as its own process, for the failover tests and bench: the service's own start
 * (`startConsoleServer`, as `main.ts` runs it) with the options in COCKPIT_REPLICA_OPTIONS (JSON: the published
 * fixture, short engine intervals). Prints `replica <url> <replicaId>` once it listens; kill -9 is the point.
 */
async function run(): Promise<void> {
  const options = JSON.parse(process.env.COCKPIT_REPLICA_OPTIONS ?? '{}') as ConsoleServerOptions;
  const server = await startConsoleServer({ localChannel: false, ...options });
  console.log(`replica ${server.url} ${server.replicaId}`);
  const stop = () =>
    void server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

process.on('unhandledRejection', (reason) => console.error('[replica] unhandled rejection:', reason));
run().catch((error: Error) => {
  console.error(`副本启动失败：${error.message}`);
  process.exit(1);
});
