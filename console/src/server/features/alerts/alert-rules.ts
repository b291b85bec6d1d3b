import {
  DEFAULT_OFFLINE_AFTER_MS,
  DEFAULT_SLOT_ERROR_AFTER_MS,
  type AlertGroupRule,
  type AlertKind,
  type AlertSubject,
  type RolloutInfo,
} from '../../../protocol';
import { type SlotBeat } from '@cockpit/protocol';

/** A wall as the rules see it: its record's name and place, its last beat's slots, whether it still beats. */
export interface RuleWall {
  wallId: string;
  group: string;
  name?: string;
  location?: string;
  lastSeen: number;
  online: boolean;
  slots: readonly Pick<SlotBeat, 'slot' | 'panel' | 'state' | 'lastError'>[];
}

/** A condition that holds now and has held long enough to be an alert. */
export interface Condition {
  key: string;
  kind: AlertKind;
  subject: AlertSubject;
  reason: string;
  since: number;
}

export interface RuleInput {
  walls: readonly RuleWall[];
  rollouts: readonly RolloutInfo[];
  /** A group's thresholds (groups without a stored rule get the defaults). */
  rules: ReadonlyMap<string, AlertGroupRule>;
  /** Since when each slot (`wallId/slot`) has been seen in error, from the previous judgement. */
  errorSince: ReadonlyMap<string, number>;
}

/** A rolled-back rollout no later promotion made good is an alert for a week at most. */
export const ROLLBACK_LOOKBACK_MS = 7 * 24 * 60 * 60_000;

export const ruleFor = (rules: ReadonlyMap<string, AlertGroupRule>, group: string): AlertGroupRule =>
  rules.get(group) ?? {
    group,
    offlineAfterMs: DEFAULT_OFFLINE_AFTER_MS,
    slotErrorAfterMs: DEFAULT_SLOT_ERROR_AFTER_MS,
  };

const wallSubject = (wall: RuleWall): AlertSubject => ({
  group: wall.group,
  wallId: wall.wallId,
  wallName: wall.name ?? wall.wallId,
  ...(wall.location ? { location: wall.location } : {}),
});

export const offlineKey = (wallId: string) => `wall-offline:${wallId}`;
export const slotErrorKey = (wallId: string, slot: string) => `slot-error:${wallId}/${slot}`;
export const rollbackKey = (rolloutId: string) => `rollout-rolled-back:${rolloutId}`;

function offline(wall: RuleWall, rule: AlertGroupRule, now: number): Condition[] {
  if (wall.online || now - wall.lastSeen < rule.offlineAfterMs) return [];
  const minutes = Math.floor((now - wall.lastSeen) / 60_000);
  const silent = minutes >= 1 ? `${minutes} 分钟` : `${Math.floor((now - wall.lastSeen) / 1000)} 秒`;
  return [
    {
      key: offlineKey(wall.wallId),
      kind: 'wall-offline',
      subject: wallSubject(wall),
      since: wall.lastSeen,
      reason: `墙面离线：已 ${silent}没有心跳（分组阈值 ${Math.round(rule.offlineAfterMs / 1000)} 秒）`,
    },
  ];
}

/** A slot's error is judged on the wall's last beat, also while the wall is silent (its slot did not recover). */
function slotErrors(
  wall: RuleWall,
  rule: AlertGroupRule,
  previous: ReadonlyMap<string, number>,
  next: Map<string, number>,
  now: number,
): Condition[] {
  return wall.slots.flatMap((slot) => {
    if (slot.state !== 'error') return [];
    const id = `${wall.wallId}/${slot.slot}`;
    const since = previous.get(id) ?? now;
    next.set(id, since);
    if (now - since < rule.slotErrorAfterMs) return [];
    const why = slot.lastError ? `${slot.lastError.class}: ${slot.lastError.message}` : '没有错误信息';
    return [
      {
        key: slotErrorKey(wall.wallId, slot.slot),
        kind: 'slot-error' as const,
        since,
        subject: { ...wallSubject(wall), slot: slot.slot, panel: slot.panel },
        reason: `槽位 ${slot.slot}（${slot.panel}）出错超过 ${Math.round(rule.slotErrorAfterMs / 1000)} 秒：${why}`,
      },
    ];
  });
}

/** Rolled back (by the gate or an operator) and not made good by a later promotion of the same remote. */
function rollbacks(rollouts: readonly RolloutInfo[], now: number): Condition[] {
  return rollouts.flatMap((r) => {
    if ((r.status !== 'failed' && r.status !== 'rolled-back') || now - r.updatedAt > ROLLBACK_LOOKBACK_MS) return [];
    if (
      rollouts.some(
        (later) => later.remote === r.remote && later.status === 'promoted' && later.updatedAt > r.updatedAt,
      )
    )
      return [];
    const how = r.status === 'failed' ? '健康检查失败，已自动回滚' : '已由操作员回滚';
    return [
      {
        key: rollbackKey(r.id),
        kind: 'rollout-rolled-back' as const,
        since: r.updatedAt,
        subject: { group: r.groups.join('、'), rolloutId: r.id, remote: r.remote },
        reason: `${r.remote} ${r.fromVersion} → ${r.toVersion} ${how}${r.reason ? `：${r.reason}` : ''}`,
      },
    ];
  });
}

/** Every condition that is an alert now, and since when each slot has been in error (for the next judgement). */
export function judgeAlerts(
  input: RuleInput,
  now: number,
): { conditions: Condition[]; errorSince: Map<string, number> } {
  const errorSince = new Map<string, number>();
  const conditions: Condition[] = [];
  for (const wall of input.walls) {
    const rule = ruleFor(input.rules, wall.group);
    conditions.push(...offline(wall, rule, now), ...slotErrors(wall, rule, input.errorSince, errorSince, now));
  }
  conditions.push(...rollbacks(input.rollouts, now));
  return { conditions, errorSince };
}
