import type { RecoveryReasonName, RecoveryStepName } from '@cockpit/protocol';
import type { WatchTimings } from './config';

/** The wait before step `failures` (0, 1, …): the step wait, then doubling from the backoff base, up to the ceiling. */
export function backoffMs(
  failures: number,
  t: Pick<WatchTimings, 'stepWaitMs' | 'backoffBaseMs' | 'backoffMaxMs'>,
): number {
  if (failures <= 0) return t.stepWaitMs;
  return Math.min(t.backoffMaxMs, Math.max(t.stepWaitMs, t.backoffBaseMs * 2 ** (failures - 1)));
}

/** The wait before the next step: the backoff, but never more than one retry interval while Chromium shows its error page or nothing. */
export function stepWaitOf(
  reason: RecoveryReasonName,
  failures: number,
  t: Pick<WatchTimings, 'stepWaitMs' | 'backoffBaseMs' | 'backoffMaxMs' | 'notDrawingMs'>,
): number {
  const wait = backoffMs(failures, t);
  return reason === 'error-page' || reason === 'blank-page' ? Math.min(wait, t.notDrawingMs) : wait;
}

/** The escalation for a fault: a hang tries the cheap steps first, a dead browser can only be relaunched. */
const LADDER: Record<RecoveryReasonName, RecoveryStepName[]> = {
  crash: ['reload', 'new-tab', 'restart-browser'],
  hang: ['reload', 'new-tab', 'restart-browser'],
  'browser-exit': ['restart-browser'],
  'stalled-navigation': ['reload', 'reload', 'restart-browser'],
  // Chromium's error page or a blank page is retried every retry interval for as long as it lasts (one browser restart
  // on the way): the picture is back within one interval of the server answering again, however long it was away.
  'error-page': ['reload', 'reload', 'restart-browser', 'reload'],
  'blank-page': ['reload', 'new-tab', 'restart-browser', 'reload'],
  memory: ['reload', 'restart-browser'],
  daily: ['reload', 'restart-browser'],
  operator: ['restart-browser'],
};

/** The next step of an incident: up the ladder, then its last step again. */
export function nextStep(reason: RecoveryReasonName, taken: number): RecoveryStepName {
  const ladder = LADDER[reason];
  return ladder[Math.min(taken, ladder.length - 1)];
}
