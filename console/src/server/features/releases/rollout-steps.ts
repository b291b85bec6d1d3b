import type { Database } from '../../core/db/adapter';
import type { Fleet } from '../walls';
import { rolloutStepKey } from '../../core/replicas/effect-keys';
import type { EngineGate } from '../../core/replicas/engine-lease';
import { recordAudit } from '../audit';
import { setGroupVersion } from './groups-store';
import { claimRolloutStep, updateRollout, type StoredRollout } from './rollouts/rollouts-store';
import { pickCanaries } from './canary';
import type { RolloutStep } from './rollout-machine';

/** The actor of the steps the engine takes by itself. */
export const SYSTEM_ACTOR = '系统';

/** The online walls of a group that releases count: claimed, not retired, each with a live credential of its own. */
export function groupWalls(fleet: Fleet, group: string, now: number): string[] {
  return fleet.trustedWalls(group, now);
}

/** Picks a later stage's canaries by the rollout's share (one wall when it named a single canary); none when the group is silent. */
export function nextCanaries(fleet: Fleet, rollout: StoredRollout, now: number) {
  return (group: string): string[] => {
    const walls = groupWalls(fleet, group, now);
    return walls.length ? pickCanaries(rollout.remote, walls, { share: rollout.canaryShare ?? 1e-9 }) : [];
  };
}

const STATUS_WORDS: Record<StoredRollout['status'], string> = {
  baking: '烘烤中',
  paused: '已暂停',
  promoted: '已全部推广',
  failed: '失败并已回滚',
  aborted: '已中止',
  'rolled-back': '已回滚',
};

/** What `group` ran when the rollout started (rollouts stored before each group's was recorded have the first group's). */
export const startingVersion = (rollout: StoredRollout, group: string): string =>
  rollout.fromVersions?.[group] ?? rollout.fromVersion;

/** The step in words for the audit log. */
function describe(before: StoredRollout, after: StoredRollout, step: RolloutStep, override?: string): string {
  const parts = [`${before.remote} ${before.fromVersion} → ${before.toVersion}`, STATUS_WORDS[after.status]];
  if (override !== undefined) parts.push(`操作员越过烘烤检查立即推广，原因：${override}`);
  if (step.promotedGroup) parts.push(`分组 ${step.promotedGroup} 已切换到 ${before.toVersion}`);
  if (after.stage !== before.stage)
    parts.push(
      `进入第 ${after.stage + 1} 阶段（分组 ${after.groups[after.stage]}，金丝雀 ${after.canaries.join('、') || '无'}）`,
    );
  for (const group of step.restoredGroups ?? []) parts.push(`分组 ${group} 恢复到 ${startingVersion(before, group)}`);
  if (after.reason && after.reason !== before.reason) parts.push(`原因：${after.reason}`);
  return parts.join('；');
}

/**
 * Stores one step of a rollout in one transaction: its new state, the groups it settles or restores, and the audit
 * entry. Walls read the stored state, so they see a step only once it is stored. Null when the rollout changed meanwhile.
 */
export async function commitStep(
  db: Database,
  before: StoredRollout,
  step: RolloutStep,
  who: { actor: string; ip: string; action: string; now: number; reason?: string },
  /** The engine's steps: its lease, checked in the transaction, and the step's key, taken once ({@link rolloutStepKey}). */
  once?: { gate: EngineGate; by: string },
): Promise<StoredRollout | null> {
  // A step ends whatever the gate was waiting for: the note goes.
  const after: StoredRollout = {
    ...before,
    ...step.rollout,
    groups: [...step.rollout.groups],
    canaries: [...step.rollout.canaries],
    note: undefined,
    updatedAt: Math.max(who.now, before.updatedAt + 1),
  };
  const stored = await db.transaction(async (tx) => {
    if (once && !(await once.gate.fence(tx))) return false;
    if (
      once &&
      !(await claimRolloutStep(tx, {
        rolloutId: before.id,
        key: rolloutStepKey(before),
        action: who.action,
        by: once.by,
        at: who.now,
      }))
    )
      return false;
    if (!(await updateRollout(tx, after, before.updatedAt))) return false;
    const change = { remote: before.remote, by: who.actor, at: who.now };
    if (step.promotedGroup)
      await setGroupVersion(tx, { ...change, group: step.promotedGroup, version: before.toVersion });
    for (const group of step.restoredGroups ?? [])
      await setGroupVersion(tx, { ...change, group, version: startingVersion(before, group) });
    await recordAudit(tx, {
      actor: who.actor,
      action: who.action,
      target: `rollout ${before.id}`,
      detail: describe(before, after, step, who.reason),
      ip: who.ip,
      at: who.now,
    });
    return true;
  });
  return stored ? after : null;
}
