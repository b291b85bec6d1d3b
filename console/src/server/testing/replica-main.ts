import { startConsoleServer, type ConsoleServerOptions } from '../index';

/**
 * One fleet replica as its own process for tests (`replica-process.ts` starts it): the options `main.ts` cannot take
 * from its environment (a published fixture, seeded groups, a fixed port) come as JSON in COCKPIT_TEST_REPLICA.
 */
async function main(): Promise<void> {
  const options = JSON.parse(process.env.COCKPIT_TEST_REPLICA ?? '{}') as ConsoleServerOptions;
  const server = await startConsoleServer({ localChannel: false, ...options });
  console.log(`replica listening ${server.url}`);
  const stop = () =>
    void server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: Error) => {
  console.error(`replica failed to start: ${error.message}`);
  process.exit(1);
});
