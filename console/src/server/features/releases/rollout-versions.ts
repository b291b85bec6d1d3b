import type { ReleasesContext } from './releases-context';
import { Refusal } from '../../core/http/errors';
import { listRollouts } from './rollouts/rollouts-store';

/** A set of versions a group's layouts must run on, and how a refusal names it (none: the group's settled versions). */
export interface VersionSet {
  versions: Record<string, string>;
  rollout?: string;
}

/**
 * The versions a group's layouts must run on: its settled ones, and for each live rollout over the group the same
 * with the rollout's new version (its canaries load it now, the whole group at the promote). A layout edit checked
 * against all of them can never place a panel a rollout already under way would then break.
 */
export async function versionSets(ctx: ReleasesContext, group: string): Promise<VersionSet[]> {
  const settled = await ctx.releases.groups.versions(group);
  const live = (await listRollouts(ctx.db, { live: true })).filter((r) => r.groups.includes(group));
  return [
    { versions: settled },
    ...live.map((r) => ({
      versions: { ...settled, [r.remote]: r.toVersion },
      rollout: `进行中的发布 ${r.id}（${r.remote} → ${r.toVersion}）`,
    })),
  ];
}

/** Runs `check` on every set, a refusal of a rollout's set prefixed with that rollout; returns the first set's result. */
export async function checkOnEvery<T>(
  sets: readonly VersionSet[],
  check: (versions: Record<string, string>) => Promise<T>,
): Promise<T> {
  let first: T | undefined;
  for (const [i, set] of sets.entries()) {
    try {
      const result = await check(set.versions);
      if (i === 0) first = result;
    } catch (error) {
      if (!(error instanceof Refusal) || !set.rollout) throw error;
      throw new Refusal(error.status, `${set.rollout}：${error.message}`, error.field);
    }
  }
  return first as T;
}
