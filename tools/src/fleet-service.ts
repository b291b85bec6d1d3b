import { createWallKey, startConsoleServer, type ConsoleServer } from '@cockpit/console';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The groups the two routes' walls belong to by default (`/` → hub, `/xndx` → xndx). */
export const DEFAULT_GROUPS = ['hub', 'xndx'] as const;

/** Where the fleet service keeps its embedded database: a `fleet-data` folder beside the runtime files. */
export function fleetDataDir(runtimeDir: string): string {
  return join(dirname(runtimeDir), 'fleet-data');
}

/** Starts the fleet service on `port`: PostgreSQL when `databaseUrl` is set, else the embedded database in `dataDir`. */
export function startFleetService(options: { port: number; host: string; dataDir: string; databaseUrl?: string }): Promise<ConsoleServer> {
  return startConsoleServer({ port: options.port, host: options.host, dataDir: options.dataDir, databaseUrl: options.databaseUrl || undefined });
}

interface FleetFields {
  fleetUrl?: string;
  fleetKeys?: Record<string, string>;
}

/**
 * Points `config.json` at the fleet service, as `npm start` promises: sets `fleetUrl` when absent and,
 * for each default group without a key, creates a wall key in the service and writes its secret
 * there. An operator's own `fleetUrl` or keys are never replaced. Returns the groups that got a key.
 */
export async function provisionFleetConfig(runtimeDir: string, fleet: ConsoleServer, fleetUrl: string): Promise<string[]> {
  const file = join(runtimeDir, 'config.json');
  if (!existsSync(file)) return [];
  let config: FleetFields & Record<string, unknown>;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return []; // a broken file is the operator's to fix; the display says what is wrong
  }
  const keys = { ...(config.fleetKeys ?? {}) };
  const missing = DEFAULT_GROUPS.filter((group) => !keys[group]);
  for (const group of missing) {
    const { secret } = await createWallKey(fleet.db, { group, name: `${group} 默认密钥（npm start 创建）`, createdBy: 'npm start' });
    keys[group] = secret;
  }
  if (config.fleetUrl && missing.length === 0) return [];
  writeFileSync(file, `${JSON.stringify({ ...config, fleetUrl: config.fleetUrl ?? fleetUrl, fleetKeys: keys }, null, 2)}\n`);
  return missing;
}
