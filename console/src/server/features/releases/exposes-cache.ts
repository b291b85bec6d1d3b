import type { PanelMinSize } from '@cockpit/shared-sdk/layout-schema';
import type { Queryable } from '../../core/db/adapter';
import { findRelease } from './releases-store';
import { readPublishedBuild } from './published-folder';

/** Versions remembered at most; past that the cache starts over (a fleet has a few dozen). */
const MAX_ENTRIES = 5000;

/** What a version's build says of its panels: their names, and the minimum slot size of those that declare one. */
export interface ReleasePanels {
  exposes: string[];
  minSizes: Record<string, PanelMinSize>;
}

/**
 * Exposed panel names (and their declared minimums) by `remote@version`: the inventory's record first (a team publishing to its own host is only
 * there), else the published folder. A registered version never changes, so each found one is read once.
 */
export class ExposesCache {
  private readonly cache = new Map<string, ReleasePanels>();

  constructor(
    private readonly db: Queryable,
    private readonly publishedDir: string,
  ) {}

  /** The panels a version exposes; undefined when neither the inventory nor the published folder says. */
  async exposes(remote: string, version: string): Promise<string[] | undefined> {
    return (await this.panels(remote, version))?.exposes;
  }

  /** The panels a version exposes with their declared minimums; undefined when neither the inventory nor the published folder says. */
  async panels(remote: string, version: string): Promise<ReleasePanels | undefined> {
    const key = `${remote}@${version}`;
    const known = this.cache.get(key);
    if (known) return known;
    const release = await findRelease(this.db, remote, version);
    const published =
      release?.exposes && release.minSizes ? undefined : readPublishedBuild(this.publishedDir, remote, version);
    const exposes = release?.exposes ?? published?.exposes;
    // A version not published yet may be published later: only found ones are remembered.
    if (!exposes) return undefined;
    const found = { exposes, minSizes: release?.minSizes ?? published?.minSizes ?? {} };
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, found);
    return found;
  }
}
