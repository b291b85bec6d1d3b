import { randomUUID } from 'node:crypto';
import type { RolloutRequest } from '../../protocol';
import type { ServiceContext } from '../context';
import { Refusal } from '../errors';
import { recordAudit } from '../store/audit';
import { findRelease } from '../store/releases';
import { insertRollout, listRollouts, type StoredRollout } from '../store/rollouts';
import { pickCanaries } from './canary';
import { displaySdkVersions, isCompatible } from './inventory';
import { groupWalls } from './rollout-steps';

/** Bake time when the request names none. */
export const DEFAULT_BAKE_MS = 10 * 60_000;

/**
 * Starts a staged rollout after refusing, in words, what cannot roll out: a version the inventory does not have or
 * the displays cannot run, a group without online walls, a remote already rolling out in one of the groups.
 */
export async function startRollout(ctx: ServiceContext, request: RolloutRequest, who: { actor: string; ip: string }): Promise<StoredRollout> {
  const { remote, version, groups } = request;
  if (new Set(groups).size !== groups.length) throw new Refusal(400, '分组不能重复', 'groups');
  const release = await findRelease(ctx.db, remote, version);
  if (!release) throw new Refusal(400, `发布清单中没有 ${remote}@${version}`, 'version');
  const sdk = displaySdkVersions(ctx.fleet, ctx.releases.options.sdkVersion);
  if (!isCompatible(release.sdkRange, sdk)) {
    throw new Refusal(400, `${remote}@${version} 需要 SDK ${release.sdkRange}，大屏运行的是 ${sdk.join('、')}`, 'version');
  }
  const now = Date.now();
  for (const group of groups) {
    if (!groupWalls(ctx.fleet, group, now).length) throw new Refusal(400, `分组 ${group} 没有在线墙面，无法发布`, 'groups');
  }
  const live = (await listRollouts(ctx.db, { live: true })).find((r) => r.remote === remote && r.groups.some((g) => groups.includes(g)));
  if (live) throw new Refusal(409, `${remote} 已有进行中的发布 ${live.id}（${live.groups.join('、')}）`, 'remote');
  const fromVersion = (await ctx.releases.groups.versions(groups[0]))[remote];
  if (!fromVersion) throw new Refusal(400, `分组 ${groups[0]} 没有运行远程模块 ${remote}`, 'remote');
  if (fromVersion === version) throw new Refusal(400, `分组 ${groups[0]} 已在运行 ${remote}@${version}`, 'version');
  for (const group of groups.slice(1)) await ctx.releases.groups.ensure(group);
  let canaries: string[];
  try {
    canaries = pickCanaries(remote, groupWalls(ctx.fleet, groups[0], now), request.canary);
  } catch (error) {
    throw new Refusal(400, (error as Error).message, 'canary');
  }
  const rollout: StoredRollout = {
    id: randomUUID(), remote, fromVersion, toVersion: version, groups, stage: 0, canaries, status: 'baking', startedAt: now,
    bakeMs: request.bakeMs ?? DEFAULT_BAKE_MS, createdBy: who.actor, updatedAt: now,
    ...('share' in request.canary ? { canaryShare: request.canary.share } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await insertRollout(tx, rollout);
    const detail = `${remote} ${fromVersion} → ${version}；分组 ${groups.join(' → ')}；金丝雀 ${canaries.join('、')}；烘烤 ${Math.round(rollout.bakeMs / 1000)} 秒`;
    await recordAudit(tx, { actor: who.actor, action: 'rollout.start', target: `rollout ${rollout.id}`, detail, ip: who.ip, at: now });
  });
  return rollout;
}
