/**
 * CLI of the reference API: `tsx src/main.ts [--port 3100] [--host 127.0.0.1] [--db path] [--now 2027-01-02] [--log] [--faults]`.
 * `--faults` (tests only): `PUT /__faults {mode, delayMs, pathPrefix}` makes it answer like RuoYi (errors in HTTP 200), HTML, a 500 or slowly.
 * Environment: COCKPIT_API_PORT, COCKPIT_API_HOST, COCKPIT_DB, COCKPIT_NOW, COCKPIT_API_LOG=1. Default database: `.data/cockpit.sqlite` at the repo root.
 */
import { resolve } from 'node:path';
import { createFaults, startApiServer } from './index';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return undefined;
}

function fail(message: string): never {
  console.error(`[api-server] ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const portText = option('port') ?? process.env.COCKPIT_API_PORT ?? '3100';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`端口无效：${portText}（应为 0–65535 的整数）`);
  const host = option('host') ?? process.env.COCKPIT_API_HOST ?? '127.0.0.1';
  const dbPath = resolve(option('db') ?? process.env.COCKPIT_DB ?? resolve(__dirname, '../../.data/cockpit.sqlite'));

  const logger = process.argv.includes('--log') || process.env.COCKPIT_API_LOG === '1';
  const now = option('now') ?? process.env.COCKPIT_NOW;
  const faultControl = process.argv.includes('--faults');
  const server = await startApiServer({
    port,
    host,
    dbPath,
    logger,
    now,
    faults: faultControl ? createFaults() : undefined,
    faultControl,
  }).catch((error: NodeJS.ErrnoException) =>
    fail(error.code === 'EADDRINUSE' ? `端口 ${port} 已被占用，请用 --port 换一个端口` : error.message),
  );
  console.log(`[api-server] Cockpit API: ${server.url}/cockpit  (OpenAPI: ${server.url}/cockpit/openapi.json)`);
  console.log(`[api-server] second API base: ${server.url}/open-api  database: ${dbPath}`);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[api-server] ${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
