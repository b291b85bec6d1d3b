import type { GroupCreateRequest, PageLayout } from '../../protocol';
import type { ServiceContext } from '../context';
import { Refusal } from '../errors';
import { recordAudit } from '../store/audit';
import { checkPageLayout } from '../releases/layout-check';
import { templateLayout } from '../releases/page-templates';
import { copyGroupContent, createGroupRecord, groupPages, keepStartingVersions, replaceStartingLayout, findGroupRecord, listGroupRecords, removeGroupRecord, renameGroupRecord } from '../store/group-registry';
import { listEnrolledWalls } from '../store/enrolled-walls';
import { knownGroups } from '../store/groups';
import { listRollouts } from '../store/rollouts';
import { creationRefusal, removalRefusal, type WallInGroup } from './group-decisions';

/** Who asked, for the audit log. */
export interface Who {
  actor: string;
  ip: string;
}

/** The enrolled walls (not retired) the service places in a group: a removed group must have none. */
export async function wallsInGroup(ctx: ServiceContext, group: string): Promise<WallInGroup[]> {
  return (await listEnrolledWalls(ctx.db)).filter((w) => w.group === group).map((w) => ({ wallId: w.wallId, name: w.name }));
}

/**
 * Every group in use: recorded ones, and those named by settled versions, keys or walls from before groups were
 * records; a removed group is never among them, whatever still names it. id → display name.
 */
export async function activeGroups(ctx: ServiceContext): Promise<Map<string, string>> {
  const records = await listGroupRecords(ctx.db);
  const removed = new Set(records.filter((r) => r.removedAt !== undefined).map((r) => r.name));
  const names = new Map(records.filter((r) => r.removedAt === undefined).map((r) => [r.name, r.displayName]));
  const legacy = [...(await knownGroups(ctx.db)), ...[...ctx.fleet.walls.values()].map((w) => w.group)];
  for (const group of legacy) if (!removed.has(group) && !names.has(group)) names.set(group, group);
  return names;
}

/** 404 for a group that is not in use (never heard of, or removed). */
export async function mustBeActiveGroup(ctx: ServiceContext, group: string): Promise<void> {
  if (!(await activeGroups(ctx)).has(group)) throw new Refusal(404, `没有分组 ${group}`, 'group');
}

/** Each page of `from`, as `template` draws it, checked against `from`'s versions like any save. */
async function templatePages(ctx: ServiceContext, from: string, template: string): Promise<[string, PageLayout][]> {
  const defaults = ctx.releases.options.defaultLayouts.pages as Record<string, PageLayout>;
  const versions = await ctx.releases.groups.versions(from);
  const pages = await groupPages(ctx.db, from);
  return Promise.all(pages.map(async (page) => [page, await checkPageLayout(templateLayout(template, page, defaults), versions, ctx.releases.exposes)] as [string, PageLayout]));
}

/**
 * A new group with a copy of an existing group's versions and layouts, its pages from a shipped template when one is
 * named (each page gets that template's version for it); stored and audited in one transaction.
 */
export async function createGroup(ctx: ServiceContext, request: GroupCreateRequest, who: Who): Promise<void> {
  const refusal = creationRefusal(request, new Set((await activeGroups(ctx)).keys()));
  if (refusal) throw refusal;
  // The source's rows must be there to copy (a group only walls named until now gets its defaults first).
  await ctx.releases.groups.ensure(request.from);
  const starting = request.template ? await templatePages(ctx, request.from, request.template) : undefined;
  const at = Date.now();
  await ctx.db.transaction(async (tx) => {
    await createGroupRecord(tx, { name: request.group, displayName: request.name, by: who.actor, at });
    await copyGroupContent(tx, request.from, request.group, who.actor, at);
    for (const [page, layout] of starting ?? []) await replaceStartingLayout(tx, request.group, page, layout);
    await keepStartingVersions(tx, request.group, who.actor, at);
    const detail = `名称 ${request.name}；从分组 ${request.from} 复制版本${starting ? `，页面从模板 ${request.template} 开始` : '和布局'}`;
    await recordAudit(tx, { actor: who.actor, action: 'group.create', target: request.group, detail, ip: who.ip, at });
  });
  ctx.releases.groups.remember(request.group);
}

/** A group's new display name; audited with the old one. */
export async function renameGroup(ctx: ServiceContext, group: string, name: string, who: Who): Promise<void> {
  await mustBeActiveGroup(ctx, group);
  await ctx.releases.groups.ensure(group);
  const before = (await findGroupRecord(ctx.db, group))?.displayName ?? group;
  await ctx.db.transaction(async (tx) => {
    await renameGroupRecord(tx, group, name);
    await recordAudit(tx, { actor: who.actor, action: 'group.rename', target: group, detail: `${before} → ${name}`, ip: who.ip });
  });
}

/** Removes a group with no wall in it and no rollout on it; its record stays so nothing seeds it again. */
export async function removeGroup(ctx: ServiceContext, group: string, who: Who): Promise<void> {
  await mustBeActiveGroup(ctx, group);
  const live = (await listRollouts(ctx.db, { live: true })).filter((r) => r.groups.includes(group));
  const refusal = removalRefusal(group, await wallsInGroup(ctx, group), live);
  if (refusal) throw refusal;
  // A group named only by walls of old has no record yet: make one, so its tombstone can stand.
  await ctx.releases.groups.ensure(group);
  const at = Date.now();
  await ctx.db.transaction(async (tx) => {
    await removeGroupRecord(tx, group, who.actor, at);
    await recordAudit(tx, { actor: who.actor, action: 'group.remove', target: group, detail: '分组的版本和布局已删除', ip: who.ip, at });
  });
  ctx.releases.groups.forget(group);
}
