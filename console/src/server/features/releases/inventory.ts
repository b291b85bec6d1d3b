import semver from 'semver';
import type { ReleaseInfo } from '../../../protocol';
import type { Database } from '../../core/db/adapter';
import type { Fleet } from '../walls';
import { allGroupVersions } from './groups-store';
import { insertRelease, listReleases, type ReleaseRecord } from './releases-store';
import { scanPublishedFolder } from './published-folder';
import { manifestUrlOf, type ReleaseOptions } from './release-options';

/** What a rescan found: builds registered now, and folders whose build is not the one registered for that version. */
export interface RescanResult {
  added: ReleaseRecord[];
  /** `remote@version：登记的是 X，目录中是 Y`: the inventory keeps its record (a published version never changes). */
  conflicts: string[];
}

/** Registers the builds of the published folder the inventory does not have yet, and names the ones that contradict it. */
export async function rescanPublished(db: Database, options: ReleaseOptions, now = Date.now()): Promise<RescanResult> {
  const registered = new Map((await listReleases(db)).map((r) => [`${r.remote}@${r.version}`, r.build]));
  const result: RescanResult = { added: [], conflicts: [] };
  for (const build of scanPublishedFolder(options.publishedDir)) {
    const name = `${build.remote}@${build.version}`;
    const known = registered.get(name);
    if (known !== undefined) {
      if (known !== build.build) result.conflicts.push(`${name}：登记的是 ${known}，目录中是 ${build.build}`);
      continue;
    }
    const manifestUrl =
      manifestUrlOf(options, build.remote, build.version) ?? `${build.remote}/${build.version}/mf-manifest.json`;
    const record = { ...build, manifestUrl, publishedBy: '发布目录', publishedAt: now };
    // Another instance (or a team's publish) may register the same version between the read above and this insert.
    if (await insertRelease(db, record)) result.added.push(record);
  }
  return result;
}

/** The shared-sdk versions the displays run: what the walls report, or the configured one before any wall has. */
export function displaySdkVersions(fleet: Pick<Fleet, 'walls'>, fallback: string): string[] {
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
