import { fetchValidated } from './config-error';
import { remotesManifestSchema, runtimeConfigSchema, type RemotesManifest, type RuntimeConfig } from './config-schemas';

/** Where the shell reads its runtime config: `?config=` overrides it (handy for a second display). */
export function configUrl(search = window.location.search): string {
  return new URLSearchParams(search).get('config') ?? '/config.json';
}

/** Reads and validates `config.json`. */
export function loadRuntimeConfig(url = configUrl()): Promise<RuntimeConfig> {
  return fetchValidated(url, 'config.json', runtimeConfigSchema);
}

/** Reads and validates the remotes manifest named by the config. */
export function loadRemotesManifest(config: RuntimeConfig): Promise<RemotesManifest> {
  return fetchValidated(config.manifestUrl, 'remotes.json', remotesManifestSchema);
}
