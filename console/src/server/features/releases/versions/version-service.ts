import type {
  VersionChange,
  VersionRollbackRequest,
  VersionSwitchReply,
  VersionSwitchRequest,
} from '../../../../protocol';
import type { ReleasesContext } from '../releases-context';
import type { Queryable } from '../../../core/db/adapter';
import { Refusal } from '../../../core/http/errors';
import { displaySdkVersions, isCompatible } from '../inventory';
import { recordAudit, type Who } from '../../audit';
import { findRelease } from '../releases-store';
import { listRollouts } from '../rollouts/rollouts-store';
import { dropReplacedVersion, lastReplacedVersion, pushReplacedVersion } from './version-history';
import { activeGroups, mustBeActiveGroup } from '../active-groups';
import { planSwitch, type GroupState, type TargetRelease } from './version-switch';

/** The groups a switch acts on: the one named, else every group that runs the remote. */
async function targetGroups(ctx: ReleasesContext, remote: string, named?: string): Promise<GroupState[]> {
  if (named) await mustBeActiveGroup(ctx, named);
  const names = named ? [named] : [...(await activeGroups(ctx)).keys()].sort();
  const live = (await listRollouts(ctx.db, { live: true })).filter((r) => r.remote === remote);
  const states = await Promise.all(
    names.map(async (group): Promise<GroupState> => ({
      group,
      current: (await ctx.releases.groups.versions(group))[remote],
      pages: await ctx.placedPages(group),
      liveRollout: live.find((r) => r.groups.includes(group))?.id,
    })),
  );
  const running = named ? states : states.filter((s) => s.current);
  if (!running.length) throw new Refusal(400, `没有分组运行远程模块 ${remote}`, 'remote');
  return running;
}

/** What the inventory says of `remote@version`. */
async function targetRelease(ctx: ReleasesContext, remote: string, version: string): Promise<TargetRelease> {
  const release = await findRelease(ctx.db, remote, version);
  if (!release) return { version, registered: false, compatible: false };
  const sdk = displaySdkVersions(ctx.fleet, ctx.releases.options.sdkVersion);
  return {
    version,
    registered: true,
    compatible: isCompatible(release.sdkRange, sdk),
    sdkRange: release.sdkRange,
    exposes: await ctx.releases.exposes.exposes(remote, version),
  };
}

/** Stores the changes in one transaction, each only if the group still runs what was judged, with one audit entry. */
async function apply(
  ctx: ReleasesContext,
  remote: string,
  changes: VersionChange[],
  how: { action: string; who: Who; remember: boolean; drop?: number[] },
): Promise<void> {
  const at = Date.now();
  await ctx.db.transaction(async (tx: Queryable) => {
    const live = (await listRollouts(tx, { live: true })).find(
      (r) => r.remote === remote && changes.some((c) => r.groups.includes(c.group)),
    );
    if (live) throw new Refusal(409, `${remote} 有进行中的发布 ${live.id}：请等它结束或中止`, 'remote');
    for (const change of changes) {
      const { rows } = await tx.query(
        'UPDATE group_versions SET version = $4, updated_by = $5, updated_at = $6 WHERE group_name = $1 AND remote = $2 AND version = $3 RETURNING remote',
        [change.group, remote, change.from, change.to, how.who.actor, at],
      );
      if (!rows.length) throw new Refusal(409, `分组 ${change.group} 的 ${remote} 版本刚被改动，请重试`, 'version');
      if (how.remember)
        await pushReplacedVersion(tx, { group: change.group, remote, version: change.from, by: how.who.actor, at });
    }
    for (const id of how.drop ?? []) await dropReplacedVersion(tx, id);
    const detail = changes.map((c) => `分组 ${c.group}：${c.from} → ${c.to}`).join('；');
    await recordAudit(tx, { actor: how.who.actor, action: how.action, target: remote, detail, ip: how.who.ip, at });
  });
}

/** `use`: every group that runs `remote` (or the one named) runs `version` now. */
export async function switchVersion(
  ctx: ReleasesContext,
  remote: string,
  request: VersionSwitchRequest,
  who: Who,
): Promise<VersionSwitchReply> {
  const states = await targetGroups(ctx, remote, request.group);
  const to = await targetRelease(ctx, remote, request.version);
  const changes = planSwitch(
    remote,
    states.map((state) => ({ state, to })),
  );
  await apply(ctx, remote, changes, { action: 'group.version.use', who, remember: true });
  return { remote, changes };
}

/** `rollback`: each group back to the version before its last switch (or to the version named). */
export async function rollbackVersion(
  ctx: ReleasesContext,
  remote: string,
  request: VersionRollbackRequest,
  who: Who,
): Promise<VersionSwitchReply> {
  const states = await targetGroups(ctx, remote, request.group);
  if (request.version) {
    const to = await targetRelease(ctx, remote, request.version);
    const changes = planSwitch(
      remote,
      states.map((state) => ({ state, to })),
    );
    await apply(ctx, remote, changes, { action: 'group.version.rollback', who, remember: true });
    return { remote, changes };
  }
  const previous = await Promise.all(
    states.map(async (state) => ({ state, last: await lastReplacedVersion(ctx.db, state.group, remote) })),
  );
  const withHistory = previous.filter((p) => p.last);
  if (!withHistory.length)
    throw new Refusal(
      400,
      `${states.map((s) => `分组 ${s.group}`).join('、')} 没有可回滚的 ${remote} 版本（没有用 use 切换过）`,
      'version',
    );
  const targets = await Promise.all(
    withHistory.map(async ({ state, last }) => ({ state, to: await targetRelease(ctx, remote, last!.version) })),
  );
  const changes = planSwitch(remote, targets);
  await apply(ctx, remote, changes, {
    action: 'group.version.rollback',
    who,
    remember: false,
    drop: withHistory.map((p) => p.last!.id),
  });
  return { remote, changes };
}
