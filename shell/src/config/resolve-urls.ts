import type { RemotesManifest, RuntimeConfig } from './config-schemas';

/** `value` as an absolute URL, a path taken relative to `base`; no trailing slash on a bare origin. */
function absolute(value: string, base: string): string {
  const url = new URL(value, base).href;
  return url.endsWith('/') && new URL(url).pathname === '/' ? url.slice(0, -1) : url;
}

/** The config with its API bases made absolute against the page, so `"apiHost": "/"` means the shell's own origin. */
export function resolveConfigUrls(config: RuntimeConfig, page: string): RuntimeConfig {
  const resolved = {
    ...config,
    apiHost: absolute(config.apiHost, page),
    serviceApiBase: absolute(config.serviceApiBase, page),
  };
  return config.fleetUrl === undefined ? resolved : { ...resolved, fleetUrl: absolute(config.fleetUrl, page) };
}

/** The manifest with every entry made absolute against the manifest's own URL (itself relative to the page). */
export function resolveManifestUrls(manifest: RemotesManifest, manifestUrl: string, page: string): RemotesManifest {
  const base = new URL(manifestUrl, page).href;
  return {
    remotes: Object.fromEntries(Object.entries(manifest.remotes).map(([name, url]) => [name, new URL(url, base).href])),
  };
}
