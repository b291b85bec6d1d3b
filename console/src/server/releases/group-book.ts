import type { PageLayout } from '../../protocol';
import type { Database } from '../db/adapter';
import { groupLayouts, groupVersions, seedGroup } from '../store/groups';
import type { ReleaseOptions } from './release-options';

/** Groups remembered as seeded; past this the memory is dropped (seeding again is harmless, it keeps existing rows). */
const MAX_SEEDED = 10_000;

/**
 * Each group's settled versions and layouts. A group gets the defaults the service was started with the first
 * time it is used, stored, so a later change of the defaults never moves a group that is already running.
 */
export class GroupBook {
  private readonly seeded = new Set<string>();

  constructor(private readonly db: Database, private readonly options: ReleaseOptions) {}

  /** Stores the defaults for a group that has none yet. */
  async ensure(group: string): Promise<void> {
    if (this.seeded.has(group)) return;
    const pages = this.options.defaultLayouts.pages as Record<string, PageLayout>;
    await this.db.transaction((tx) => seedGroup(tx, group, { remotes: this.options.defaultRemotes, pages }, Date.now()));
    if (this.seeded.size >= MAX_SEEDED) this.seeded.clear();
    this.seeded.add(group);
  }

  /** remote → settled version. */
  async versions(group: string): Promise<Record<string, string>> {
    await this.ensure(group);
    return groupVersions(this.db, group);
  }

  /** The group's pages. */
  async layouts(group: string): ReturnType<typeof groupLayouts> {
    await this.ensure(group);
    return groupLayouts(this.db, group);
  }
}
