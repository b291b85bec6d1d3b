import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFaults, startApiServer, type Faults, type RunningApiServer } from '../../api-server/src/index';
import { endpointFreshness, panelReads } from './api-endpoints';
import { deploySettingsSchema, type DeploySettings } from './deploy-settings';
import { API_CHECK_FILE } from './nginx-api-cache';
import { nginxConfig } from './nginx-config';
import { ensureNginxInstalled, startNginx, type RunningNginx } from '../../test/nginx-process';
import { REPO_ROOT } from '../build/topology';

/** The reference API (misbehaving on demand) behind the generated nginx, for tests and `npm run bench:api-cache`. */
export interface ApiCacheStack {
  /** nginx's origin: `/cockpit/…` and `/open-api/…` go through the cache. */
  origin: string;
  api: RunningApiServer;
  faults: Faults;
  dir: string;
  /** Stops the reference API (the upstream is down) or starts it again on the same port. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  close(): Promise<void>;
}

export interface ApiCacheStackOptions {
  /** nginx's port; the API listens on `apiPort` (0: any free port, fixed from then on). */
  port: number;
  apiPort?: number;
  /** `deploy.json` settings beside the listen address (`apiCache: false` for the uncached baseline). */
  settings?: Partial<DeploySettings>;
  /** `config.json`'s `refreshOverrides`: the freshness nginx gives each path follows them. */
  refreshOverrides?: Record<string, number>;
  /** The reference API's database (created and seeded when absent); default a temporary one. */
  dbPath?: string;
}

/** nginx's configuration written into a temp folder of its own (no shell needed: the API paths only). */
export async function startApiCacheStack(options: ApiCacheStackOptions): Promise<ApiCacheStack> {
  ensureNginxInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-api-cache-'));
  chmodSync(dir, 0o755);
  for (const folder of ['www', 'var/log', 'var/tmp', 'var/cache']) mkdirSync(join(dir, folder), { recursive: true });
  const faults = createFaults();
  const dbPath = options.dbPath ?? join(dir, 'api.sqlite');
  let api = await startApiServer({ port: options.apiPort ?? 0, dbPath, faults });
  const apiPort = Number(new URL(api.url).port);
  const listen = `127.0.0.1:${options.port}`;
  const settings = deploySettingsSchema.parse({
    listen,
    apiUpstream: api.url,
    workerProcesses: 1,
    ...options.settings,
  });
  const freshness = endpointFreshness(panelReads(options.refreshOverrides));
  const apiCache = { freshness, checkSocket: join(dir, 'var/api-check.sock') };
  writeFileSync(
    join(dir, 'nginx.conf'),
    nginxConfig({
      settings,
      apiHost: '/',
      serviceApiBase: '/open-api',
      contentSecurityPolicy: "default-src 'self'",
      apiCache,
    }),
  );
  cpSync(join(REPO_ROOT, 'tools/deploy/nginx', API_CHECK_FILE), join(dir, API_CHECK_FILE));
  let nginx: RunningNginx;
  try {
    nginx = await startNginx(dir, [listen]);
  } catch (error) {
    await api.close();
    throw error;
  }
  let apiUp = true;
  return {
    origin: `http://${listen}`,
    get api() {
      return api;
    },
    faults,
    dir,
    async stopApi() {
      if (apiUp) await api.close();
      apiUp = false;
    },
    async startApi() {
      if (!apiUp) api = await startApiServer({ port: apiPort, dbPath, faults });
      apiUp = true;
    },
    async close() {
      await nginx.stop();
      if (apiUp) await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
