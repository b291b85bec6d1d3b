import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bundle } from './topology';

/** Ports and host the stack listens on. */
export interface StackPorts {
  host: string;
  portBase: number;
  apiPort: number;
}

/** The manifest URL of a remote build published under `<version>/`. */
export function remoteManifestUrl(bundle: Bundle, ports: StackPorts, version = bundle.version): string {
  return `http://${ports.host}:${ports.portBase + bundle.portOffset}/${version}/mf-manifest.json`;
}

/** Default `config.json`: the reference API as data source. */
export function defaultRuntimeConfig(ports: StackPorts) {
  const api = `http://${ports.host}:${ports.apiPort}`;
  return {
    apiHost: api,
    serviceApiBase: `${api}/open-api`,
    backUrl: 'https://provider.example.com/large-screen/',
    manifestUrl: '/remotes.json',
    manifestPollMs: 15000,
    remoteTimeoutMs: 15000,
    refreshOverrides: {},
  };
}

/** Default `remotes.json`: every remote at its current version. */
export function defaultRemotesManifest(remotes: Bundle[], ports: StackPorts) {
  return { remotes: Object.fromEntries(remotes.map((bundle) => [bundle.name, remoteManifestUrl(bundle, ports)])) };
}

/** Writes `config.json` and `remotes.json` into `runtimeDir` unless they exist (an operator's edits are kept). */
export function ensureRuntimeFiles(runtimeDir: string, remotes: Bundle[], ports: StackPorts): void {
  mkdirSync(runtimeDir, { recursive: true });
  const config = join(runtimeDir, 'config.json');
  const manifest = join(runtimeDir, 'remotes.json');
  if (!existsSync(config)) writeFileSync(config, `${JSON.stringify(defaultRuntimeConfig(ports), null, 2)}\n`);
  if (!existsSync(manifest)) writeFileSync(manifest, `${JSON.stringify(defaultRemotesManifest(remotes, ports), null, 2)}\n`);
}
