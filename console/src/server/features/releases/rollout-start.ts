import { randomUUID } from 'node:crypto';
import type { PageLayout, RolloutRequest } from '../../../protocol';
import type { ReleasesContext } from './releases-context';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { runnableRelease } from './runnable-release';
import { insertRollout, listRollouts, type StoredRollout } from './rollouts/rollouts-store';
import { pickCanaries } from './canary';
import { describeBrokenSlots, slotsBrokenBy } from './rollouts/layout-coverage';
import { groupWalls } from './rollout-steps';

/** Bake time when the request names none. */
export const DEFAULT_BAKE_MS = 10 * 60_000;

/**
 * Starts a staged rollout after refusing, in words, what cannot roll out: a version the inventory does not have or
 * the displays cannot run, a group without online walls, a remote already rolling out in one of the groups, a version
 * whose panels do not cover what the groups' layouts place.
 */
export async function startRollout(
  ctx: ReleasesContext,
  request: RolloutRequest,
  who: { actor: string; ip: string },
): Promise<StoredRollout> {
  const { remote, version, groups } = request;
  if (new Set(groups).size !== groups.length) throw new Refusal(400, '分组不能重复', 'groups');
  await runnableRelease(ctx, remote, version);
  const now = Date.now();
  for (const group of groups) {
    if (!groupWalls(ctx.fleet, group, now).length)
      throw new Refusal(400, `分组 ${group} 没有在线墙面，无法发布`, 'groups');
  }
  const live = (await listRollouts(ctx.db, { live: true })).find(
    (r) => r.remote === remote && r.groups.some((g) => groups.includes(g)),
  );
  if (live) throw new Refusal(409, `${remote} 已有进行中的发布 ${live.id}（${live.groups.join('、')}）`, 'remote');
  const fromVersions = await startingVersions(ctx, remote, version, groups);
  const fromVersion = fromVersions[groups[0]];
  let canaries: string[];
  try {
    canaries = pickCanaries(remote, groupWalls(ctx.fleet, groups[0], now), request.canary);
  } catch (error) {
    throw new Refusal(400, (error as Error).message, 'canary');
  }
  const rollout: StoredRollout = {
    id: randomUUID(),
    remote,
    fromVersion,
    fromVersions,
    toVersion: version,
    groups,
    stage: 0,
    canaries,
    status: 'baking',
    startedAt: now,
    bakeMs: request.bakeMs ?? DEFAULT_BAKE_MS,
    createdBy: who.actor,
    updatedAt: now,
    ...('share' in request.canary ? { canaryShare: request.canary.share } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await insertRollout(tx, rollout);
    const from = groups.map((g) => `${g} ${fromVersions[g]}`).join('、');
    const detail = `${remote} ${from} → ${version}；分组 ${groups.join(' → ')}；金丝雀 ${canaries.join('、')}；烘烤 ${Math.round(rollout.bakeMs / 1000)} 秒`;
    await recordAudit(tx, {
      actor: who.actor,
      action: 'rollout.start',
      target: `rollout ${rollout.id}`,
      detail,
      ip: who.ip,
      at: now,
    });
  });
  return rollout;
}

/**
 * Each group's own version of `remote` now (what a rollback restores), after refusing a group that does not run it
 * or already runs `version`, and a version that lacks a panel some group's layout places (every such slot named).
 */
async function startingVersions(
  ctx: ReleasesContext,
  remote: string,
  version: string,
  groups: readonly string[],
): Promise<Record<string, string>> {
  const fromVersions: Record<string, string> = {};
  const layouts: Record<string, Record<string, PageLayout>> = {};
  for (const group of groups) {
    const running = (await ctx.releases.groups.versions(group))[remote];
    if (!running) throw new Refusal(400, `分组 ${group} 没有运行远程模块 ${remote}`, 'remote');
    if (running === version) throw new Refusal(400, `分组 ${group} 已在运行 ${remote}@${version}`, 'version');
    fromVersions[group] = running;
    layouts[group] = await ctx.placedPages(group);
  }
  const exposes = await ctx.releases.exposes.exposes(remote, version);
  const broken = slotsBrokenBy(remote, exposes ?? [], layouts);
  if (broken.length && !exposes) {
    throw new Refusal(
      400,
      `版本清单和发布目录都没有 ${remote}@${version} 提供哪些面板，无法确认它提供布局使用的面板`,
      'version',
    );
  }
  if (broken.length) throw new Refusal(400, describeBrokenSlots(remote, version, broken), 'version');
  return fromVersions;
}
