import type { PageLayout } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import type { ReleaseBooks } from '../releases';
import { groupSchedule } from './schedules-store';

/**
 * Every layout a group's walls may draw: its pages, and each daypart's variant of them (the week switches a wall to it
 * at its time), keyed by how a refusal names it: `hub`, or `hub（时段「夜间」）`. A version that lacks a panel placed in
 * any of them breaks that slot, whether now or at night.
 */
export async function placedPages(
  ctx: { db: Queryable; releases: Pick<ReleaseBooks, 'groups'> },
  group: string,
): Promise<Record<string, PageLayout>> {
  const [{ pages }, stored] = await Promise.all([ctx.releases.groups.layouts(group), groupSchedule(ctx.db, group)]);
  const placed: Record<string, PageLayout> = { ...pages };
  for (const part of stored?.schedule.dayparts ?? []) {
    for (const [page, layout] of Object.entries(part.pages)) placed[`${page}（时段「${part.name}」）`] = layout;
  }
  return placed;
}
