import type { RemotesManifest, RuntimeConfig } from '../config/config-schemas';

/**
 * The origins this page may load remote code from: those of the manifest it started with and the configured
 * `remoteOrigins` (the hosts the fleet may name), which is what the CSP sent with the document allows.
 */
export function pageRemoteOrigins(
  entryUrls: readonly string[],
  config: Pick<RuntimeConfig, 'remoteOrigins'>,
): Set<string> {
  return new Set([...entryUrls, ...config.remoteOrigins].map((url) => new URL(url).origin));
}

/** The origins a new manifest names that the page's CSP does not allow: only a reload brings a policy naming them. */
export function originsOutside(manifest: RemotesManifest, allowed: ReadonlySet<string>): string[] {
  return [...new Set(Object.values(manifest.remotes).map((url) => new URL(url).origin))].filter(
    (origin) => !allowed.has(origin),
  );
}
