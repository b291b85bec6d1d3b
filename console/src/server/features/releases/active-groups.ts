import type { Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import type { Fleet } from '../walls';
import { listGroupRecords } from './group-registry';
import { knownGroups } from './groups-store';

/**
 * Every group in use: recorded ones, and those named by settled versions, keys or walls from before groups were
 * records; a removed group is never among them, whatever still names it. id → display name.
 */
export async function activeGroups(ctx: { db: Queryable; fleet: Pick<Fleet, 'walls'> }): Promise<Map<string, string>> {
  const records = await listGroupRecords(ctx.db);
  const removed = new Set(records.filter((r) => r.removedAt !== undefined).map((r) => r.name));
  const names = new Map(records.filter((r) => r.removedAt === undefined).map((r) => [r.name, r.displayName]));
  const legacy = [...(await knownGroups(ctx.db)), ...[...ctx.fleet.walls.values()].map((w) => w.group)];
  for (const group of legacy) if (!removed.has(group) && !names.has(group)) names.set(group, group);
  return names;
}

/** 404 for a group that is not in use (never heard of, or removed). */
export async function mustBeActiveGroup(
  ctx: { db: Queryable; fleet: Pick<Fleet, 'walls'> },
  group: string,
): Promise<void> {
  if (!(await activeGroups(ctx)).has(group)) throw new Refusal(404, `没有分组 ${group}`, 'group');
}
