import type { GroupInfo } from '../../../protocol';
import { type ReleasesContext, allGroupVersions, activeGroups } from '../releases';
import { isOnline, listEnrolledWalls } from '../walls';

/** Every group in use with its display name, settled versions, enrolled walls and how many of them are online (`GET /api/groups`). */
export async function groupInfos(ctx: ReleasesContext, now = Date.now()): Promise<GroupInfo[]> {
  const names = await activeGroups(ctx);
  for (const group of names.keys()) await ctx.releases.groups.ensure(group);
  const versions = await allGroupVersions(ctx.db);
  const walls = await listEnrolledWalls(ctx.db);
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, name]) => {
      const own = walls.filter((w) => w.group === group);
      const online = own.filter((w) => {
        const live = ctx.fleet.walls.get(w.wallId);
        return live !== undefined && isOnline(live, now);
      });
      return { group, name, versions: versions.get(group) ?? {}, walls: own.length, online: online.length };
    });
}

/** One group's info; 404 when it is not in use. */
export async function groupInfo(ctx: ReleasesContext, group: string): Promise<GroupInfo> {
  const info = (await groupInfos(ctx)).find((g) => g.group === group);
  if (!info) throw new Error(`分组 ${group} 不在列表中`);
  return info;
}
