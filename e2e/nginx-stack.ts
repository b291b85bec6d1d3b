import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeploySettings } from '../tools/deploy/deploy-settings';
import { buildDist, writeNginxConfig } from '../tools/deploy/dist';
import { BROTLI_STATIC_MODULE, ensureNginxInstalled, startNginx, type RunningNginx } from '../test/nginx-process';
import { API_URL, E2E_PORT_BASE } from './stack-env';

/** The deployable output served by a real nginx, with the test stack's reference API as upstream. */
export interface NginxStack {
  dir: string;
  /** The display's origin (shell, remotes, proxied API). */
  origin: string;
  /** The second origin: the remotes only. */
  remotesOrigin: string;
  nginx: RunningNginx;
  readRuntime(file: 'config.json' | 'remotes.json' | 'layouts.json'): Record<string, unknown>;
  writeRuntime(file: 'config.json' | 'remotes.json' | 'layouts.json', json: unknown): void;
  close(): Promise<void>;
}

/** Manifest poll of the deployed display: short, so an edit shows within seconds. */
const POLL_MS = 2000;

/** What a spec changes in its nginx stack: its ports, its upstream, its panels' refresh, its `deploy.json`. */
export interface NginxStackOptions {
  /** nginx listens on `COCKPIT_E2E_PORT_BASE + offset` and `+ offset + 1` (the remotes' origin). Default 150. */
  offset?: number;
  /** The business API behind nginx. Default: the e2e stack's reference API. */
  apiUpstream?: string;
  /** `config.json`'s `refreshOverrides` (nginx's cache follows them too). */
  refreshOverrides?: Record<string, number>;
  settings?: Partial<DeploySettings>;
}

/** `npm run dist` into a temp folder, then nginx over it on two loopback ports beside the e2e stack's. */
export async function startNginxStack(options: NginxStackOptions = {}): Promise<NginxStack> {
  const offset = options.offset ?? 150;
  ensureNginxInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-nginx-'));
  // nginx started as root serves as an unprivileged worker user, which must be able to read the folder.
  chmodSync(dir, 0o755);
  const listen = `127.0.0.1:${E2E_PORT_BASE + offset}`;
  const remotesListen = `127.0.0.1:${E2E_PORT_BASE + offset + 1}`;
  const apiUpstream = options.apiUpstream ?? API_URL;
  await buildDist({
    outDir: dir,
    settings: {
      listen,
      remotesListen,
      apiUpstream,
      brotliModule: BROTLI_STATIC_MODULE,
      workerProcesses: 1,
      ...options.settings,
    },
  });
  const path = (file: string) => join(dir, 'www', file);
  const readRuntime = (file: string) => JSON.parse(readFileSync(path(file), 'utf8')) as Record<string, unknown>;
  const writeRuntime = (file: string, json: unknown) => writeFileSync(path(file), JSON.stringify(json, null, 2));
  writeRuntime('config.json', {
    ...readRuntime('config.json'),
    manifestPollMs: POLL_MS,
    ...(options.refreshOverrides ? { refreshOverrides: options.refreshOverrides } : {}),
  });
  writeNginxConfig(dir);
  const nginx = await startNginx(dir, [listen, remotesListen]);
  return {
    dir,
    origin: `http://${listen}`,
    remotesOrigin: `http://${remotesListen}`,
    nginx,
    readRuntime,
    writeRuntime,
    async close() {
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The response headers of a GET, body discarded. */
export async function headersOf(url: string, acceptEncoding = 'identity'): Promise<Headers> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': acceptEncoding } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.headers;
}
