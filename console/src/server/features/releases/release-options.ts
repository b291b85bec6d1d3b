import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LayoutsFile } from '@cockpit/shared-sdk/layout-schema';

/** Where releases come from and what a group runs before anyone changes it (options of startConsoleServer). */
export interface ReleaseOptions {
  /** Published builds: `<publishedDir>/<remote>/<version>/mf-manifest.json` (default `<repo>/published`). */
  publishedDir: string;
  /** Remote → the base URL its published folder is served at (`${base}/${version}/mf-manifest.json`). */
  remoteBaseUrls: Record<string, string>;
  /** Origins walls may load remotes from (config.json's `remoteOrigins`): a published `manifestUrl` must be on one of them or on a `remoteBaseUrls` origin. */
  remoteOrigins: string[];
  /** Remote → version a group runs until a rollout promotes another. */
  defaultRemotes: Record<string, string>;
  /** The layouts a group starts with. */
  defaultLayouts: LayoutsFile;
  /** The shared-sdk version of the displays when no wall has reported its own (default: shared-sdk's package version). */
  sdkVersion: string;
}

/** `<repo>/published`. */
export const DEFAULT_PUBLISHED_DIR = resolve(__dirname, '../../../../../published');

/** The shared-sdk version the shell is built with (its package version, which builds' `^x.y.z` ranges are taken from). */
export function installedSdkVersion(): string {
  const manifest = require.resolve('@cockpit/shared-sdk/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The options with their defaults filled in. */
export function releaseOptions(given: Partial<ReleaseOptions> = {}): ReleaseOptions {
  return {
    publishedDir: given.publishedDir ?? DEFAULT_PUBLISHED_DIR,
    remoteBaseUrls: given.remoteBaseUrls ?? {},
    remoteOrigins: given.remoteOrigins ?? [],
    defaultRemotes: given.defaultRemotes ?? {},
    defaultLayouts: given.defaultLayouts ?? { pages: {} },
    sdkVersion: given.sdkVersion ?? installedSdkVersion(),
  };
}

/** Where walls load a version's manifest from; undefined when the remote has no base URL. */
export function manifestUrlOf(options: ReleaseOptions, remote: string, version: string): string | undefined {
  const base = options.remoteBaseUrls[remote];
  return base ? `${base.replace(/\/+$/, '')}/${version}/mf-manifest.json` : undefined;
}
