import { resolve } from 'node:path';
import { startConsoleServer } from './index';
import { DEFAULT_DATA_DIR, DEFAULT_PORT } from './main-defaults';
import { readServiceSettings } from './core/http/service-settings';
import { settingsFromEnv } from './features/sign-in';

/**
 * Runs the fleet service alone: COCKPIT_FLEET_PORT (default 4300), COCKPIT_FLEET_DATA (default <repo>/fleet-data), DATABASE_URL,
 * COCKPIT_FLEET_SETTINGS (the settings file `npm run dist` writes: the proxies trusted for client addresses),
 * COCKPIT_FLEET_ENGINES=0 (a replica that never takes the engines' lease and sends no notices), COCKPIT_FLEET_ENGINE_LEASE_MS
 * (how long the engines' lease runs without renewal, default 15 s), COCKPIT_SOURCE_MIN_INTERVAL_MS (the shortest refresh
 * interval of a data source, default 5 s).
 */
/** A variable of whole milliseconds from 1 s to `maxMs`, refused in words otherwise; undefined when unset. */
function msFromEnv(name: string, maxMs: number): number | undefined {
  const value = process.env[name];
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1000 || ms > maxMs)
    throw new Error(`${name} 应为 1000 到 ${maxMs} 之间的整数毫秒，收到「${value}」`);
  return ms;
}

async function main(): Promise<void> {
  const port = Number(process.env.COCKPIT_FLEET_PORT ?? DEFAULT_PORT);
  const dataDir = resolve(DEFAULT_DATA_DIR);
  const settings = readServiceSettings(process.env.COCKPIT_FLEET_SETTINGS || undefined);
  const server = await startConsoleServer({
    port,
    host: process.env.COCKPIT_FLEET_HOST ?? '127.0.0.1',
    dataDir,
    trustProxy: settings.trustProxy,
    // Every replica may run the engines: one at a time, under their lease in the database.
    ...(process.env.COCKPIT_FLEET_ENGINES === '0' ? { engines: false, alertTimings: { dispatchMs: 0 } } : {}),
    engineLeaseMs: msFromEnv('COCKPIT_FLEET_ENGINE_LEASE_MS', 600_000),
    sourceTimings: { minIntervalMs: msFromEnv('COCKPIT_SOURCE_MIN_INTERVAL_MS', 3_600_000) },
    databaseUrl: process.env.DATABASE_URL || undefined,
    // COCKPIT_OIDC_ISSUER and friends: single sign-on set by an automated install (docs/fleet.md, 用统一身份认证登录控制台).
    oidcFromEnv: settingsFromEnv(process.env),
    webDir: process.env.COCKPIT_FLEET_WEB || undefined,
    beatsPerMinute: process.env.COCKPIT_FLEET_BEATS_PER_MINUTE
      ? Number(process.env.COCKPIT_FLEET_BEATS_PER_MINUTE)
      : undefined,
    wallLimits: process.env.COCKPIT_FLEET_BEATS_PER_ADDRESS
      ? { beatsPerAddress: Number(process.env.COCKPIT_FLEET_BEATS_PER_ADDRESS) }
      : undefined,
  });
  console.log(`大屏集群服务已启动：${server.url}（数据：${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir}）`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

process.on('unhandledRejection', (reason) => {
  // A bug, not a client mistake: say so loudly, but keep serving the walls.
  console.error('[fleet] unhandled rejection:', reason);
});

main().catch((error: Error) => {
  console.error(`大屏集群服务启动失败：${error.message}`);
  process.exit(1);
});
