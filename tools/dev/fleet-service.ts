import { startConsoleServer, type ConsoleServer } from '@cockpit/console';
import { demoMap } from '../../console/src/server/testing/region-grid';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultLayouts } from '../deploy/default-layouts';
import type { Bundle } from '../build/topology';

/** The groups the two routes' walls belong to by default (`/` → hub, `/xndx` → xndx). */
export const DEFAULT_GROUPS = ['hub', 'xndx'] as const;

/** Where the fleet service keeps its embedded database: a `fleet-data` folder beside the runtime files. */
export function fleetDataDir(runtimeDir: string): string {
  return join(dirname(runtimeDir), 'fleet-data');
}

/** What the fleet service serves a group that nobody has changed yet: the versions and layouts the static runtime files name. */
export interface FleetSeed {
  runtimeDir: string;
  publishedDir: string;
  remotes: Bundle[];
  /** Remote → the URL its published versions are served from. */
  remoteUrls: Record<string, string>;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Remote → version as `remotes.json` names it (`…/<version>/mf-manifest.json`), else the workspace's version. */
export function seedVersions(runtimeDir: string, remotes: Bundle[]): Record<string, string> {
  const manifest = readJson(join(runtimeDir, 'remotes.json')) as { remotes?: Record<string, unknown> } | undefined;
  return Object.fromEntries(
    remotes.map((bundle) => {
      const url = manifest?.remotes?.[bundle.name];
      const version = typeof url === 'string' ? /\/([^/]+)\/mf-manifest\.json(\?.*)?$/.exec(url)?.[1] : undefined;
      return [bundle.name, version ?? bundle.version];
    }),
  );
}

/** config.json's `remoteOrigins` (the hosts walls may load remotes from), or none. */
function remoteOriginsOf(runtimeDir: string): string[] {
  const origins = (readJson(join(runtimeDir, 'config.json')) as { remoteOrigins?: unknown } | undefined)?.remoteOrigins;
  return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [];
}

/** Starts the fleet service on `port`: PostgreSQL when `databaseUrl` is set, else the embedded database in `dataDir`. */
export function startFleetService(options: {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed?: FleetSeed;
}): Promise<ConsoleServer> {
  const { seed } = options;
  const layouts =
    seed && (readJson(join(seed.runtimeDir, 'layouts.json')) as ReturnType<typeof defaultLayouts> | undefined);
  return startConsoleServer({
    port: options.port,
    host: options.host,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl || undefined,
    // An operator claims a new wall into `hub` or `xndx` on the first day: they exist from the start.
    seedGroups: DEFAULT_GROUPS,
    // Walls' health is stored every 5 min; a browser test samples faster (the same code path).
    ...(Number(process.env.COCKPIT_HEALTH_SAMPLE_MS) >= 100
      ? { healthTimings: { sampleMs: Number(process.env.COCKPIT_HEALTH_SAMPLE_MS) } }
      : {}),
    ...(seed && {
      publishedDir: seed.publishedDir,
      remoteBaseUrls: seed.remoteUrls,
      // A published manifestUrl must be on an origin the walls' CSP lets them load.
      remoteOrigins: remoteOriginsOf(seed.runtimeDir),
      defaultRemotes: seedVersions(seed.runtimeDir, seed.remotes),
      defaultLayouts: layouts?.pages ? layouts : defaultLayouts(),
      // The demo's only map: invented zones of a city that does not exist (no real map ships with the product).
      seedMaps: [{ name: '云溪科学城（虚构演示）', geojson: demoMap() }],
    }),
  });
}

interface FleetFields {
  fleetUrl?: string;
  fleetKeys?: unknown;
}

/** What {@link provisionFleetConfig} changed in `config.json`. */
export interface FleetConfigChange {
  /** It set `fleetUrl` (there was none). */
  setUrl: boolean;
  /** Groups whose shared wall key it removed (`fleetKeys`, written by an earlier `npm start`). */
  removedKeys: string[];
}

/**
 * Points `config.json` at the fleet service, as `npm start` promises: sets `fleetUrl` when absent (an operator's own is
 * never replaced) and removes `fleetKeys`. Shared group keys are retired: `config.json` is served to every browser, so
 * nothing in it is a secret, and the service refuses those keys (401 `shared-key`); each wall pairs for its own credential.
 */
export function provisionFleetConfig(runtimeDir: string, _fleet: ConsoleServer, fleetUrl: string): FleetConfigChange {
  const file = join(runtimeDir, 'config.json');
  const none = { setUrl: false, removedKeys: [] };
  if (!existsSync(file)) return none;
  let config: FleetFields & Record<string, unknown>;
  try {
    config = JSON.parse(readFileSync(file, 'utf8')) as typeof config;
  } catch {
    return none; // a broken file is the operator's to fix; the display says what is wrong
  }
  const { fleetKeys, ...rest } = config;
  const removedKeys = fleetKeys && typeof fleetKeys === 'object' ? Object.keys(fleetKeys) : [];
  const setUrl = !config.fleetUrl;
  if (!setUrl && fleetKeys === undefined) return none;
  writeFileSync(file, `${JSON.stringify({ ...rest, fleetUrl: config.fleetUrl ?? fleetUrl }, null, 2)}\n`);
  return { setUrl, removedKeys };
}
