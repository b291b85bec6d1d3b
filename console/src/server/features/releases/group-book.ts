import type { Database } from '../../core/db/adapter';
import { groupLayouts, groupVersions, seedGroup } from './groups-store';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { findGroupRecord, recordGroupIfNew } from './group-registry';
import type { ReleaseOptions } from './release-options';
import { SYSTEM_ACTOR } from './rollout-steps';

/** Groups remembered as seeded; past this the memory is dropped (seeding again is harmless, it keeps existing rows). */
const MAX_SEEDED = 10_000;

/**
 * Each group's settled versions and layouts. A group gets the defaults the service was started with the first
 * time it is used, stored, so a later change of the defaults never moves a group that is already running.
 */
export class GroupBook {
  private readonly seeded = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly options: ReleaseOptions,
  ) {}

  /** Stores the defaults for a group that has none yet; a removed group is refused (404), never seeded again. */
  async ensure(group: string): Promise<void> {
    if (this.seeded.has(group)) return;
    const pages = this.options.defaultLayouts.pages;
    await this.db.transaction(async (tx) => {
      const record = await findGroupRecord(tx, group);
      if (record?.removedAt !== undefined) throw new Refusal(404, `分组 ${group} 已删除`, 'group');
      const now = Date.now();
      if (!record && (await recordGroupIfNew(tx, group, '默认', now))) {
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'group.create',
          target: group,
          detail: '以服务的默认版本和布局创建（启动时的默认分组）',
          ip: '-',
          at: now,
        });
      }
      await seedGroup(tx, group, { remotes: this.options.defaultRemotes, pages }, now);
    });
    this.remember(group);
  }

  /** A group whose rows are known to be there (seeded, or just created from another). */
  remember(group: string): void {
    if (this.seeded.size >= MAX_SEEDED) this.seeded.clear();
    this.seeded.add(group);
  }

  /** A removed group: the next use asks the database again (and finds its tombstone). */
  forget(group: string): void {
    this.seeded.delete(group);
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
