import semver from 'semver';
import type { ReleaseInfo } from '../../protocol';
import type { Database } from '../db/adapter';
import type { Fleet } from '../domain/fleet';
import { allGroupVersions } from '../store/groups';
import { insertRelease, listReleases, type ReleaseRecord } from '../store/releases';
import { scanPublishedFolder } from './published-folder';
import { manifestUrlOf, type ReleaseOptions } from './release-options';

/** Registers the builds of the published folder the inventory does not have yet; returns the new ones. */
export async function rescanPublished(db: Database, options: ReleaseOptions, now = Date.now()): Promise<ReleaseRecord[]> {
  const added: ReleaseRecord[] = [];
  for (const build of scanPublishedFolder(options.publishedDir)) {
    const manifestUrl = manifestUrlOf(options, build.remote, build.version) ?? `${build.remote}/${build.version}/mf-manifest.json`;
    const record = { remote: build.remote, version: build.version, build: build.build, sdkRange: build.sdkRange, manifestUrl, publishedBy: '发布目录', publishedAt: now };
    if (await insertRelease(db, record)) added.push(record);
  }
  return added;
}

/** The shared-sdk versions the displays run: what the walls report, or the configured one before any wall has. */
export function displaySdkVersions(fleet: Fleet, fallback: string): string[] {
  const reported = new Set<string>();
  for (const wall of fleet.walls.values()) if (semver.valid(wall.beat.sdkVersion)) reported.add(wall.beat.sdkVersion);
  return reported.size ? [...reported] : [fallback];
}

/** Whether a build's shared-sdk range is met by every display's SDK version. */
export function isCompatible(sdkRange: string, sdkVersions: readonly string[]): boolean {
  return semver.validRange(sdkRange) !== null && sdkVersions.every((v) => semver.satisfies(v, sdkRange));
}

/** The inventory as the console shows it: each version with the groups running it and whether the displays can run it. */
export async function releaseInventory(db: Database, fleet: Fleet, options: ReleaseOptions): Promise<ReleaseInfo[]> {
  const [records, groups] = await Promise.all([listReleases(db), allGroupVersions(db)]);
  const sdkVersions = displaySdkVersions(fleet, options.sdkVersion);
  return records.map((r) => ({
    ...r,
    groups: [...groups].filter(([, versions]) => versions[r.remote] === r.version).map(([group]) => group),
    compatible: isCompatible(r.sdkRange, sdkVersions),
  }));
}
