import type { ReleasesContext } from './releases-context';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { setGroupVersion } from './groups-store';
import { runnableRelease } from './runnable-release';

/** A remote added to a group: the version its walls now load. */
export interface AddedRemote {
  group: string;
  remote: string;
  version: string;
}

/**
 * Adds a remote the group does not run yet (a new team's panels, before an operator places them in a layout).
 * No wall shows a panel of it until a layout names one, so there is nothing to bake; a remote the group already
 * runs changes version only through a staged rollout. Stored and audited in one transaction.
 */
export async function addGroupRemote(
  ctx: ReleasesContext,
  added: AddedRemote,
  who: { actor: string; ip: string },
): Promise<AddedRemote> {
  const { group, remote, version } = added;
  const release = await runnableRelease(ctx, remote, version);
  const running = (await ctx.releases.groups.versions(group))[remote];
  if (running)
    throw new Refusal(409, `分组 ${group} 已在运行 ${remote}@${running}：更换版本请使用分阶段发布`, 'remote');
  const at = Date.now();
  await ctx.db.transaction(async (tx) => {
    await setGroupVersion(tx, { group, remote, version, by: who.actor, at });
    const detail = `分组 ${group} 开始加载 ${remote}@${version}（${release.build}）`;
    await recordAudit(tx, {
      actor: who.actor,
      action: 'group.remote.add',
      target: `${group}/${remote}`,
      detail,
      ip: who.ip,
      at,
    });
  });
  return added;
}
