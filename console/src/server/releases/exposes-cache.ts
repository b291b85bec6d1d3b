import type { Queryable } from '../db/adapter';
import { findRelease } from '../store/releases';
import { readPublishedBuild } from './published-folder';

/** Versions remembered at most; past that the cache starts over (a fleet has a few dozen). */
const MAX_ENTRIES = 5000;

/**
 * Exposed panel names by `remote@version`: the inventory's record first (a team publishing to its own host is only
 * there), else the published folder. A registered version never changes, so each found one is read once.
 */
export class ExposesCache {
  private readonly cache = new Map<string, string[]>();

  constructor(
    private readonly db: Queryable,
    private readonly publishedDir: string,
  ) {}

  /** The panels a version exposes; undefined when neither the inventory nor the published folder says. */
  async exposes(remote: string, version: string): Promise<string[] | undefined> {
    const key = `${remote}@${version}`;
    const known = this.cache.get(key);
    if (known) return known;
    const found = (await findRelease(this.db, remote, version))?.exposes ?? readPublishedBuild(this.publishedDir, remote, version)?.exposes;
    // A version not published yet may be published later: only found ones are remembered.
    if (!found) return undefined;
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(key, found);
    return found;
  }
}
