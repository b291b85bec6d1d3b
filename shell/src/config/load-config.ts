import { readWallFile } from '../fleet/fleet-runtime-file';
import { fetchValidated } from './config-error';
import { remotesManifestSchema, runtimeConfigSchema, type RemotesManifest, type RuntimeConfig } from './config-schemas';
import { resolveConfigUrls, resolveManifestUrls } from './resolve-urls';

/** Where the shell reads its runtime config: `?config=` overrides it (handy for a second display). */
export function configUrl(search = window.location.search): string {
  return new URLSearchParams(search).get('config') ?? '/config.json';
}

/** Reads and validates `config.json`; same-origin paths come back as absolute URLs. */
export async function loadRuntimeConfig(url = configUrl()): Promise<RuntimeConfig> {
  return resolveConfigUrls(await fetchValidated(url, 'config.json', runtimeConfigSchema), window.location.href);
}

/**
 * Reads and validates the remotes manifest: the fleet service's for this wall when the config names one
 * (see {@link readRuntimeFile}), else the one `manifestUrl` names; entries come back as absolute URLs.
 */
export async function loadRemotesManifest(config: RuntimeConfig): Promise<RemotesManifest> {
  const read = await readWallFile(config, 'remotes.json', config.manifestUrl, remotesManifestSchema);
  return resolveManifestUrls(read.data, read.url, window.location.href);
}
