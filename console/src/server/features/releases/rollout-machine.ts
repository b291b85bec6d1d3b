import type { BakeVerdict } from './bake-gate';

/** Where a rollout stands. Only `baking` and `paused` rollouts are live; the others are history. */
export type RolloutStatus = 'baking' | 'paused' | 'promoted' | 'failed' | 'aborted' | 'rolled-back';

/** A staged rollout of one remote version: canaries of the current stage's group first, then the rest, then the next group. */
export interface Rollout {
  id: string;
  remote: string;
  fromVersion: string;
  /** Each group's version when the rollout started: what a rollback restores in that group. */
  fromVersions?: Readonly<Record<string, string>>;
  toVersion: string;
  /** Groups in stage order; `stage` indexes the one baking now. */
  groups: readonly string[];
  stage: number;
  canaries: readonly string[];
  status: RolloutStatus;
  startedAt: number;
  bakeMs: number;
  reason?: string;
}

/** What a rollout step asks of the store: new rollout state, and groups whose manifest now names the new version. */
export interface RolloutStep {
  rollout: Rollout;
  promotedGroup?: string;
  /** Groups whose manifest goes back to their own starting version (a rollback after promotions). */
  restoredGroups?: string[];
}

const LIVE: ReadonlySet<RolloutStatus> = new Set(['baking', 'paused']);

/** True while a rollout still decides what some walls run. */
export const isLive = (rollout: Rollout): boolean => LIVE.has(rollout.status);

/**
 * The version of `rollout.remote` that `wallId` of `group` runs, given the group's settled version:
 * the canaries of the baking (or paused) stage run the new one; everyone else runs the settled version,
 * which a promotion has already moved for earlier stages.
 */
export function versionFor(rollout: Rollout | undefined, group: string, wallId: string, settled: string): string {
  if (!rollout || !isLive(rollout)) return settled;
  if (rollout.groups[rollout.stage] !== group) return settled;
  return rollout.canaries.includes(wallId) ? rollout.toVersion : settled;
}

/**
 * One step of a baking rollout by the gate's verdict: a fail rolls the canaries (and the groups of earlier
 * stages) back at once with the reason; a pass promotes the stage's group and starts the next stage (whose canaries `nextCanaries`
 * picks) or ends the rollout as promoted.
 */
export function applyVerdict(
  rollout: Rollout,
  verdict: BakeVerdict,
  now: number,
  nextCanaries: (group: string) => string[],
): RolloutStep {
  if (rollout.status !== 'baking' || verdict.verdict === 'wait') return { rollout };
  if (verdict.verdict === 'fail') {
    // A build that fails a later stage is the same build the earlier stages were promoted to: they go back too.
    const restoredGroups = rollout.groups.slice(0, rollout.stage);
    return {
      rollout: { ...rollout, status: 'failed', reason: verdict.reason },
      ...(restoredGroups.length ? { restoredGroups } : {}),
    };
  }
  const promotedGroup = rollout.groups[rollout.stage];
  const next = rollout.stage + 1;
  if (next >= rollout.groups.length) return { rollout: { ...rollout, status: 'promoted' }, promotedGroup };
  return {
    rollout: { ...rollout, stage: next, canaries: nextCanaries(rollout.groups[next]), startedAt: now },
    promotedGroup,
  };
}

/** Operator commands on a live rollout, by name. */
export type RolloutCommand = 'pause' | 'resume' | 'promote' | 'abort' | 'rollback';

/** Thrown for a manual promote without the operator's explicit override: it skips the health gate's bake. */
export class OverrideRequired extends Error {
  constructor() {
    super('立即推广会跳过烘烤和健康检查：请明确声明越过检查（override: true）并写明原因');
  }
}

/**
 * Applies an operator's command; refuses (throws, in words) what the rollout's state does not allow, and a promote
 * the operator did not explicitly mark as an override of the bake.
 */
export function applyCommand(
  rollout: Rollout,
  command: RolloutCommand,
  now: number,
  nextCanaries: (group: string) => string[],
  override?: { reason: string },
): RolloutStep {
  const refuse = () => {
    throw new Error(`发布 ${rollout.id} 当前状态为 ${rollout.status}，不能执行 ${command}`);
  };
  switch (command) {
    case 'pause':
      return rollout.status === 'baking' ? { rollout: { ...rollout, status: 'paused' } } : refuse();
    case 'resume':
      return rollout.status === 'paused' ? { rollout: { ...rollout, status: 'baking', startedAt: now } } : refuse();
    case 'promote':
      if (isLive(rollout) && !override?.reason.trim()) throw new OverrideRequired();
      return isLive(rollout)
        ? applyVerdict({ ...rollout, status: 'baking' }, { verdict: 'pass' }, now, nextCanaries)
        : refuse();
    case 'abort':
      return isLive(rollout) ? { rollout: { ...rollout, status: 'aborted', reason: '操作员中止' } } : refuse();
    case 'rollback': {
      if (rollout.status !== 'promoted' && !isLive(rollout)) return refuse();
      const promoted = rollout.status === 'promoted' ? rollout.groups.length : rollout.stage;
      return {
        rollout: { ...rollout, status: 'rolled-back', reason: '操作员回滚' },
        restoredGroups: rollout.groups.slice(0, promoted),
      };
    }
  }
}
