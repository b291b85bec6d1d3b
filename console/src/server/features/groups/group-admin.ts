import type { GroupCreateRequest, PageLayout } from '../../../protocol';
import {
  type ReleasesContext,
  activeGroups,
  mustBeActiveGroup,
  copyGroupContent,
  createGroupRecord,
  insertGroupContent,
  groupPages,
  keepStartingVersions,
  replaceStartingLayout,
  findGroupRecord,
  removeGroupRecord,
  renameGroupRecord,
  listRollouts,
  displaySdkVersions,
  isCompatible,
  listReleases,
} from '../releases';
import { type Fleet, listEnrolledWalls } from '../walls';
import { recordAudit, type Who } from '../audit';
import { checkPageLayout, templateLayout } from '../layouts';
import { creationRefusal, removalRefusal, startingVersions, type WallInGroup } from './group-decisions';

/** What making a group needs of the service: the command line builds one of its own (`groups/cli-group-scope.ts`). */
export type GroupScope = Pick<ReleasesContext, 'db'> & {
  fleet: Pick<Fleet, 'walls'>;
  releases: Pick<ReleasesContext['releases'], 'options' | 'groups' | 'exposes'>;
};

/** The enrolled walls (not retired) the service places in a group: a removed group must have none. */
export async function wallsInGroup(ctx: ReleasesContext, group: string): Promise<WallInGroup[]> {
  return (await listEnrolledWalls(ctx.db))
    .filter((w) => w.group === group)
    .map((w) => ({ wallId: w.wallId, name: w.name }));
}

/** Each page of `pages`, as `template` draws it, checked against `versions` like any save. */
async function templatePages(
  ctx: GroupScope,
  versions: Record<string, string>,
  pages: string[],
  template: string,
): Promise<[string, PageLayout][]> {
  const defaults = ctx.releases.options.defaultLayouts.pages;
  return Promise.all(
    pages.map(
      async (page) =>
        [page, await checkPageLayout(templateLayout(template, page, defaults), versions, ctx.releases.exposes)] as [
          string,
          PageLayout,
        ],
    ),
  );
}

/** The pages a group that copies none gets: the service's default pages, else the walls' two routes. */
const FIRST_PAGES = ['hub', 'xndx'];

/** The versions and pages of a group that copies no other (the first of an install): published builds, a template's pages. */
async function freshContent(
  ctx: GroupScope,
  template: string,
): Promise<{ versions: Record<string, string>; pages: [string, PageLayout][] }> {
  const sdk = displaySdkVersions(ctx.fleet, ctx.releases.options.sdkVersion);
  const published = (await listReleases(ctx.db)).map((r) => ({
    remote: r.remote,
    version: r.version,
    compatible: isCompatible(r.sdkRange, sdk),
  }));
  const versions = startingVersions(ctx.releases.options.defaultRemotes, published);
  const defaults = Object.keys(ctx.releases.options.defaultLayouts.pages);
  return { versions, pages: await templatePages(ctx, versions, defaults.length ? defaults : FIRST_PAGES, template) };
}

/**
 * A new group with a copy of an existing group's versions and layouts, its pages from a shipped template when one is
 * named (each page gets that template's version for it); without `from`, the newest published versions and the
 * template's pages. Stored and audited in one transaction.
 */
export async function createGroup(ctx: GroupScope, request: GroupCreateRequest, who: Who): Promise<void> {
  const refusal = creationRefusal(request, new Set((await activeGroups(ctx)).keys()));
  if (refusal) throw refusal;
  const { from, template } = request;
  // The source's rows must be there to copy (a group only walls named until now gets its defaults first).
  if (from !== undefined) await ctx.releases.groups.ensure(from);
  const fresh = from === undefined ? await freshContent(ctx, template!) : undefined;
  const starting =
    fresh?.pages ??
    (template
      ? await templatePages(ctx, await ctx.releases.groups.versions(from!), await groupPages(ctx.db, from!), template)
      : undefined);
  const at = Date.now();
  await ctx.db.transaction(async (tx) => {
    await createGroupRecord(tx, { name: request.group, displayName: request.name, by: who.actor, at });
    if (fresh) await insertGroupContent(tx, request.group, fresh.versions, fresh.pages, who.actor, at);
    else await copyGroupContent(tx, from!, request.group, who.actor, at);
    if (!fresh)
      for (const [page, layout] of starting ?? []) await replaceStartingLayout(tx, request.group, page, layout);
    await keepStartingVersions(tx, request.group, who.actor, at);
    const source = fresh
      ? `最新发布的版本（${Object.keys(fresh.versions).length} 个远程模块）`
      : `从分组 ${from} 复制版本`;
    const detail = `名称 ${request.name}；${source}${starting ? `，页面从模板 ${template} 开始` : '和布局'}`;
    await recordAudit(tx, { actor: who.actor, action: 'group.create', target: request.group, detail, ip: who.ip, at });
  });
  ctx.releases.groups.remember(request.group);
}

/** A group's new display name; audited with the old one. */
export async function renameGroup(ctx: ReleasesContext, group: string, name: string, who: Who): Promise<void> {
  await mustBeActiveGroup(ctx, group);
  await ctx.releases.groups.ensure(group);
  const before = (await findGroupRecord(ctx.db, group))?.displayName ?? group;
  await ctx.db.transaction(async (tx) => {
    await renameGroupRecord(tx, group, name);
    await recordAudit(tx, {
      actor: who.actor,
      action: 'group.rename',
      target: group,
      detail: `${before} → ${name}`,
      ip: who.ip,
    });
  });
}

/** Removes a group with no wall in it and no rollout on it; its record stays so nothing seeds it again. */
export async function removeGroup(ctx: ReleasesContext, group: string, who: Who): Promise<void> {
  await mustBeActiveGroup(ctx, group);
  const live = (await listRollouts(ctx.db, { live: true })).filter((r) => r.groups.includes(group));
  const refusal = removalRefusal(group, await wallsInGroup(ctx, group), live);
  if (refusal) throw refusal;
  // A group named only by walls of old has no record yet: make one, so its tombstone can stand.
  await ctx.releases.groups.ensure(group);
  const at = Date.now();
  await ctx.db.transaction(async (tx) => {
    await removeGroupRecord(tx, group, who.actor, at);
    await recordAudit(tx, {
      actor: who.actor,
      action: 'group.remove',
      target: group,
      detail: '分组的版本和布局已删除',
      ip: who.ip,
      at,
    });
  });
  ctx.releases.groups.forget(group);
}
