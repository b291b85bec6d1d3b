import { startApiServer } from '@cockpit/api-server';
import { join } from 'node:path';
import { startRemoteServer, startShellServer } from './bundle-server';
import { fleetDataDir, startFleetService } from './fleet-service';
import type { ConsoleServer } from '@cockpit/console';
import { ensureRuntimeFiles, type StackPorts } from '../deploy/runtime-files';
import { discoverBundles, REPO_ROOT, type Bundle } from '../build/topology';
import { assertBrowserSafePorts } from './browser-ports';

/** Options of a running Cockpit: ports, runtime files, database and published builds. */
export interface StackOptions {
  portBase?: number;
  apiPort?: number;
  host?: string;
  runtimeDir?: string;
  dbPath?: string;
  publishedDir?: string;
  /** The shell build to serve (default `shell/dist`; the benchmark serves a baseline build beside the current one). */
  shellDir?: string;
  /** Remotes not to serve (a fault test starts them itself). */
  skip?: string[];
  /** Today for the reference API ('YYYY-MM-DD'; its clock runs on from there). Default: COCKPIT_NOW or the real clock. */
  apiNow?: string;
  /** Also start the fleet service (on port base + 200; embedded database beside the runtime files, or `databaseUrl`). */
  fleet?: { port?: number; dataDir?: string; databaseUrl?: string };
}

/** A running stack: its URLs and a way to stop it, or one of its servers. */
export interface RunningStack {
  shellUrl: string;
  apiUrl: string;
  remoteUrls: Record<string, string>;
  runtimeDir: string;
  ports: StackPorts;
  /** The fleet service's URL, when the stack runs one. */
  fleetUrl?: string;
  /** The running fleet service (undefined while stopped or when the stack has none). */
  fleetService(): ConsoleServer | undefined;
  stopServer(name: string): Promise<void>;
  /** Starts a stopped server again on its port (`api`, `shell` or a remote's name). */
  startServer(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Every port a stack serves on: the shell, each remote, the API and the fleet service. */
export function stackPorts(ports: StackPorts, remotes: readonly Bundle[], fleetPort?: number): number[] {
  return [
    ports.portBase,
    ...remotes.map((remote) => ports.portBase + remote.portOffset),
    ports.apiPort,
    ...(fleetPort ? [fleetPort] : []),
  ];
}

/** Starts the API and every bundle on its own port; writes default runtime files if absent. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const ports: StackPorts = {
    host: options.host ?? '127.0.0.1',
    portBase: options.portBase ?? 3000,
    apiPort: options.apiPort ?? (options.portBase ?? 3000) + 100,
  };
  const runtimeDir = options.runtimeDir ?? join(REPO_ROOT, 'runtime');
  const publishedDir = options.publishedDir ?? join(REPO_ROOT, 'published');
  const bundles = discoverBundles();
  const remotes = bundles.filter((b) => b.name !== 'shell');
  const added = ensureRuntimeFiles(runtimeDir, remotes, ports);
  if (added.length) console.log(`remotes.json：已加入新的远程模块 ${added.join('、')}`);
  const servers = new Map<string, { close(): Promise<unknown> }>();
  const starters = new Map<string, () => Promise<{ close(): Promise<unknown> }>>();
  const dbPath = options.dbPath ?? join(REPO_ROOT, '.data/cockpit.sqlite');
  starters.set('api', () => startApiServer({ port: ports.apiPort, host: ports.host, dbPath, now: options.apiNow }));
  const remoteUrls: Record<string, string> = {};
  for (const remote of remotes) {
    const port = ports.portBase + remote.portOffset;
    starters.set(remote.name, () => startRemoteServer(join(publishedDir, remote.name), ports.host, port));
    remoteUrls[remote.name] = `http://${ports.host}:${port}`;
  }
  const fleetPort = options.fleet?.port ?? ports.portBase + 200;
  assertBrowserSafePorts(
    stackPorts(ports, remotes, options.fleet ? fleetPort : undefined),
    `端口基数 ${ports.portBase} `,
  );
  if (options.fleet) {
    const { dataDir = fleetDataDir(runtimeDir), databaseUrl } = options.fleet;
    const seed = { runtimeDir, publishedDir, remotes, remoteUrls };
    starters.set('fleet', () => startFleetService({ port: fleetPort, host: ports.host, dataDir, databaseUrl, seed }));
  }
  const shellHost = ports.host === '127.0.0.1' ? 'localhost' : ports.host;
  starters.set('shell', () =>
    startShellServer(options.shellDir ?? join(REPO_ROOT, 'shell/dist'), runtimeDir, shellHost, ports.portBase),
  );
  const startServer = async (name: string) => {
    const start = starters.get(name);
    if (!start) throw new Error(`没有名为 ${name} 的服务`);
    if (!servers.has(name)) servers.set(name, await start());
  };
  for (const name of starters.keys()) if (!options.skip?.includes(name)) await startServer(name);
  const apiUrl = `http://${ports.host}:${ports.apiPort}`;
  return {
    startServer,
    shellUrl: `http://localhost:${ports.portBase}`,
    apiUrl,
    remoteUrls,
    runtimeDir,
    ports,
    fleetUrl: options.fleet ? `http://${ports.host}:${fleetPort}` : undefined,
    fleetService: () => servers.get('fleet') as ConsoleServer | undefined,
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
