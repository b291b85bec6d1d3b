import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PanelMinSize } from '@cockpit/shared-sdk/layout-schema';

/** A build found in the published folder: `<remote>/<version>/mf-manifest.json`, identity from `metaData.cockpit`. */
export interface PublishedBuild {
  remote: string;
  version: string;
  build: string;
  sdkRange: string;
  /** Panel names the build exposes (`<remote>/<name>` on a page). */
  exposes: string[];
  /** Declared minimum slot sizes by panel name (`metaData.cockpit.minSizes`; none in a build before minimums). */
  minSizes: Record<string, PanelMinSize>;
}

const NAME = /^[a-z][a-z0-9_-]*$/;
const VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

interface Manifest {
  metaData?: { cockpit?: { id?: string; sdk?: string | null; remote?: string; version?: string; minSizes?: unknown } };
  exposes?: { name?: string }[];
}

const isSide = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 1920;

/** The manifest's minimums, each kept only when it is two whole canvas sizes (a hand-edited manifest is not trusted further). */
function readMinSizes(value: unknown): Record<string, PanelMinSize> {
  if (typeof value !== 'object' || value === null) return {};
  const entries = Object.entries(value as Record<string, { width?: unknown; height?: unknown } | null>);
  return Object.fromEntries(
    entries
      .filter(([, m]) => isSide(m?.width) && isSide(m?.height))
      .map(([name, m]) => [name, { width: m!.width as number, height: m!.height as number }]),
  );
}

/** Reads one published build; undefined when its folder has no readable manifest of that remote and version. */
export function readPublishedBuild(dir: string, remote: string, version: string): PublishedBuild | undefined {
  if (!NAME.test(remote) || !VERSION.test(version)) return undefined;
  const file = join(dir, remote, version, 'mf-manifest.json');
  if (!existsSync(file)) return undefined;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  const identity = manifest.metaData?.cockpit;
  // A manifest of another remote or version copied into this folder is not this build.
  if (identity?.remote && identity.remote !== remote) return undefined;
  if (identity?.version && identity.version !== version) return undefined;
  return {
    remote,
    version,
    build: identity?.id ?? `${remote}@${version}`,
    sdkRange: identity?.sdk ?? '*',
    exposes: (manifest.exposes ?? []).map((e) => e.name ?? '').filter((name) => name && !name.startsWith('.')),
    minSizes: readMinSizes(identity?.minSizes),
  };
}

/** Every build in the published folder (none when the folder is missing). */
export function scanPublishedFolder(dir: string): PublishedBuild[] {
  if (!existsSync(dir)) return [];
  const found: PublishedBuild[] = [];
  const remotes = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && NAME.test(e.name))
    .map((e) => e.name);
  for (const remote of remotes.sort()) {
    const versions = readdirSync(join(dir, remote), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    for (const version of versions.sort()) {
      const build = readPublishedBuild(dir, remote, version);
      if (build) found.push(build);
    }
  }
  return found;
}
