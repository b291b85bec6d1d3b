import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLayouts } from './default-layouts';
import type { Bundle } from '../build/topology';

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
    layoutsUrl: '/layouts.json',
    manifestPollMs: 15000,
    remoteTimeoutMs: 15000,
    refreshOverrides: {},
  };
}

/** Default `remotes.json`: every remote at its current version. */
export function defaultRemotesManifest(remotes: Bundle[], ports: StackPorts) {
  return { remotes: Object.fromEntries(remotes.map((bundle) => [bundle.name, remoteManifestUrl(bundle, ports)])) };
}

/** Where a remote build lives in the deployable output: one origin serves the shell and every remote. */
export function distRemotePath(remote: string, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** `config.json` of the deployable output: the API on the display's own origin (nginx forwards it). */
export function distRuntimeConfig() {
  return {
    ...defaultRuntimeConfig({ host: '127.0.0.1', portBase: 3000, apiPort: 3100 }),
    apiHost: '/',
    serviceApiBase: '/open-api',
  };
}

/** `remotes.json` of the deployable output: every remote at its current version, as same-origin paths. */
export function distRemotesManifest(remotes: Bundle[]) {
  return {
    remotes: Object.fromEntries(remotes.map((bundle) => [bundle.name, distRemotePath(bundle.name, bundle.version)])),
  };
}

/** Adds remotes the workspace has gained since the manifest was written; never changes an existing entry. */
function addNewRemotes(file: string, remotes: Bundle[], ports: StackPorts): string[] {
  let manifest: { remotes?: Record<string, string> };
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as typeof manifest;
  } catch {
    return []; // a broken file is the operator's to fix; the display says what is wrong
  }
  if (!manifest.remotes || typeof manifest.remotes !== 'object') return [];
  const added = remotes.filter((bundle) => !(bundle.name in manifest.remotes!));
  for (const bundle of added) manifest.remotes[bundle.name] = remoteManifestUrl(bundle, ports);
  if (added.length) writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return added.map((bundle) => bundle.name);
}

/** The runtime files an operator edits in place: read at each request, never precompressed or cached. */
export const RUNTIME_FILES = ['config.json', 'remotes.json', 'layouts.json'] as const;

/** Writes `json`, pretty-printed, to `file` unless the file exists (an operator's edit is never overwritten). */
function writeIfAbsent(file: string, json: unknown): boolean {
  if (existsSync(file)) return false;
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return true;
}

/**
 * Writes `config.json`, `remotes.json` and `layouts.json` into `runtimeDir` when absent. Existing files
 * keep the operator's edits; only remotes new to the workspace are added to the manifest. Returns those names.
 */
export function ensureRuntimeFiles(runtimeDir: string, remotes: Bundle[], ports: StackPorts): string[] {
  mkdirSync(runtimeDir, { recursive: true });
  const config = join(runtimeDir, 'config.json');
  const manifest = join(runtimeDir, 'remotes.json');
  writeIfAbsent(config, defaultRuntimeConfig(ports));
  writeIfAbsent(join(runtimeDir, 'layouts.json'), defaultLayouts());
  if (writeIfAbsent(manifest, defaultRemotesManifest(remotes, ports))) return [];
  return addNewRemotes(manifest, remotes, ports);
}
