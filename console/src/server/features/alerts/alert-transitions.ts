import type { AlertInfo } from '../../../protocol';
import { ROLLBACK_LOOKBACK_MS, type Condition } from './alert-rules';

/** An alert that fired and has not ended (as stored). */
export type OpenAlert = Pick<AlertInfo, 'id' | 'key' | 'kind' | 'subject' | 'reason' | 'since'>;

/** Why an open alert ends: its condition ended, its wall was retired, or a rollback aged out unfixed (told nobody). */
export type AlertEnd = 'recovered' | 'gone' | 'expired';

export interface AlertChanges {
  /** Conditions with no open alert: each fires once. */
  fire: Condition[];
  /** Open alerts whose condition ended. */
  resolve: { alert: OpenAlert; end: AlertEnd }[];
}

/**
 * What changes between the open alerts and the conditions that hold now. A condition that already has an open alert
 * is held back (no repeat however long it lasts); an open alert without its condition ends.
 */
export function alertChanges(
  open: readonly OpenAlert[],
  conditions: readonly Condition[],
  knownWalls: ReadonlySet<string>,
  now: number,
): AlertChanges {
  const openKeys = new Set(open.map((a) => a.key));
  const holding = new Set(conditions.map((c) => c.key));
  const fire = conditions.filter((c, i) => !openKeys.has(c.key) && conditions.findIndex((d) => d.key === c.key) === i);
  const resolve = open
    .filter((alert) => !holding.has(alert.key))
    .map((alert) => ({ alert, end: endOf(alert, knownWalls, now) }));
  return { fire, resolve };
}

function endOf(alert: OpenAlert, knownWalls: ReadonlySet<string>, now: number): AlertEnd {
  if (alert.subject.wallId && !knownWalls.has(alert.subject.wallId)) return 'gone';
  if (alert.kind === 'rollout-rolled-back' && now - alert.since > ROLLBACK_LOOKBACK_MS) return 'expired';
  return 'recovered';
}

/** Whether an ending is told to the channels (a rollback that aged out is closed quietly). */
export const endIsNoticed = (end: AlertEnd): boolean => end !== 'expired';
