import type { PageLayout, VersionChange } from '../../../../protocol';
import { Refusal } from '../../../core/http/errors';

/** What a switch needs to know of one group. */
export interface GroupState {
  group: string;
  /** The version it runs now, when it runs the remote. */
  current?: string;
  pages: Record<string, PageLayout>;
  /** A live rollout of this remote on the group. */
  liveRollout?: string;
}

/** What the inventory says of a target version. */
export interface TargetRelease {
  version: string;
  registered: boolean;
  compatible: boolean;
  sdkRange?: string;
  /** Panel names it exposes; undefined when neither the inventory nor the published folder says. */
  exposes?: readonly string[];
}

/** Slots of a group's pages that place a panel of `remote` the target does not expose: `分组 hub 页面 hub 槽位 a（teams/x）`. */
export function uncoveredSlots(state: GroupState, remote: string, exposes: readonly string[]): string[] {
  return Object.entries(state.pages).flatMap(([page, layout]) =>
    layout.slots.flatMap((slot) =>
      slot.panels
        .filter((panel) => panel.startsWith(`${remote}/`) && !exposes.includes(panel.slice(remote.length + 1)))
        .map((panel) => `分组 ${state.group} 页面 ${page} 槽位 ${slot.id}（${panel}）`),
    ),
  );
}

/**
 * Decides a direct switch of `remote` in each target group: refuses, in words, a version the inventory does not
 * have or the displays cannot run, one whose panels do not cover the slots the group's layouts place, and any group
 * with a live rollout of the remote. Groups already on their target are left out; nothing left to change is refused.
 */
export function planSwitch(
  remote: string,
  targets: readonly { state: GroupState; to: TargetRelease }[],
): VersionChange[] {
  for (const { state, to } of targets) {
    if (!state.current)
      throw new Refusal(400, `分组 ${state.group} 没有运行远程模块 ${remote}（先用 add-to-group 加入）`, 'group');
    if (!to.registered) throw new Refusal(400, `发布清单中没有 ${remote}@${to.version}`, 'version');
    if (!to.compatible)
      throw new Refusal(
        400,
        `${remote}@${to.version} 需要 SDK ${to.sdkRange ?? '?'}，大屏运行的 SDK 不满足`,
        'version',
      );
    if (state.liveRollout)
      throw new Refusal(
        409,
        `分组 ${state.group} 有 ${remote} 进行中的发布 ${state.liveRollout}：请等它结束或中止`,
        'remote',
      );
  }
  const changes = targets.filter(({ state, to }) => state.current !== to.version);
  if (!changes.length)
    throw new Refusal(
      400,
      `${targets.map((t) => `分组 ${t.state.group}`).join('、')} 已在运行 ${remote}@${targets[0]?.to.version ?? ''}`,
      'version',
    );
  for (const { state, to } of changes) {
    if (!to.exposes)
      throw new Refusal(
        400,
        `无法确认 ${remote}@${to.version} 提供哪些面板（版本清单和发布目录都没有记录）`,
        'version',
      );
    const missing = uncoveredSlots(state, remote, to.exposes);
    if (missing.length)
      throw new Refusal(400, `${remote}@${to.version} 没有提供这些槽位的面板：${missing.join('；')}`, 'version');
  }
  return changes.map(({ state, to }) => ({ group: state.group, from: state.current!, to: to.version }));
}
