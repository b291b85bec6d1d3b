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

/** Reads and validates the remotes manifest named by the config; entries come back as absolute URLs. */
export async function loadRemotesManifest(config: RuntimeConfig): Promise<RemotesManifest> {
  const manifest = await fetchValidated(config.manifestUrl, 'remotes.json', remotesManifestSchema);
  return resolveManifestUrls(manifest, config.manifestUrl, window.location.href);
}
