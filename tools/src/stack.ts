import { startApiServer } from '@cockpit/api-server';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { startRemoteServer, startShellServer } from './bundle-server';
import { ensureRuntimeFiles, type StackPorts } from './runtime-files';
import { discoverBundles, REPO_ROOT } from './topology';

/** Options of a running Cockpit: ports, runtime files, database and published builds. */
export interface StackOptions {
  portBase?: number;
  apiPort?: number;
  host?: string;
  runtimeDir?: string;
  dbPath?: string;
  publishedDir?: string;
  /** Remotes not to serve (a fault test starts them itself). */
  skip?: string[];
}

/** A running stack: its URLs and a way to stop it, or one of its servers. */
export interface RunningStack {
  shellUrl: string;
  apiUrl: string;
  remoteUrls: Record<string, string>;
  runtimeDir: string;
  ports: StackPorts;
  stopServer(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the API and every bundle on its own port; writes default runtime files if absent. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const ports: StackPorts = { host: options.host ?? '127.0.0.1', portBase: options.portBase ?? 3000, apiPort: options.apiPort ?? (options.portBase ?? 3000) + 100 };
  const runtimeDir = options.runtimeDir ?? join(REPO_ROOT, 'runtime');
  const publishedDir = options.publishedDir ?? join(REPO_ROOT, 'published');
  const bundles = discoverBundles();
  const remotes = bundles.filter((b) => b.name !== 'shell');
  ensureRuntimeFiles(runtimeDir, remotes, ports);
  const servers = new Map<string, { close(): Promise<unknown> }>();
  const api = await startApiServer({ port: ports.apiPort, host: ports.host, dbPath: options.dbPath ?? join(REPO_ROOT, '.data/cockpit.sqlite') });
  servers.set('api', api);
  const remoteUrls: Record<string, string> = {};
  for (const remote of remotes) {
    if (options.skip?.includes(remote.name)) continue;
    const port = ports.portBase + remote.portOffset;
    servers.set(remote.name, (await startRemoteServer(join(publishedDir, remote.name), ports.host, port)) as FastifyInstance);
    remoteUrls[remote.name] = `http://${ports.host}:${port}`;
  }
  servers.set('shell', await startShellServer(join(REPO_ROOT, 'shell/dist'), runtimeDir, ports.host === '127.0.0.1' ? 'localhost' : ports.host, ports.portBase));
  return {
    shellUrl: `http://localhost:${ports.portBase}`,
    apiUrl: api.url,
    remoteUrls,
    runtimeDir,
    ports,
    async stopServer(name) {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    async close() {
      await Promise.all([...servers.values()].map((server) => server.close()));
      servers.clear();
    },
  };
}
