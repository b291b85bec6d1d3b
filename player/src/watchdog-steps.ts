import type { RecoveryReasonName, RecoveryStepName } from '@cockpit/protocol';
import type { WatchTimings } from './config';
import { loadLost } from './lost-load';
import { nextStep, stepWaitOf } from './recovery-ladder';

export { backoffMs, nextStep, stepWaitOf } from './recovery-ladder';
export { loadLost } from './lost-load';

/** What one look at the browser found. */
export interface Observation {
  now: number;
  /** The browser process is gone (killed, exited, or its DevTools connection closed). */
  browserGone: boolean;
  /** The tab's renderer crashed since the last look. */
  crashed: boolean;
  /** When the crash or the browser's end was heard (the screen went dark then, not at the last good look before). */
  faultAt?: number;
  /** When the page the look found drawing was first drawn (the shell's record): the screen was back then, not at this look. */
  drawnAt?: number;
  /** The page's answer to the look: drawing (the shell reports ready), shell (the shell runs, not ready yet), error page, blank, or no answer in time. */
  page: 'ready' | 'shell' | 'error-page' | 'blank' | 'no-answer';
  /** When the navigation now in flight started (it has not committed), if one is. */
  navigatingSince?: number;
  /** Its document request is out and the server has not answered yet (the tab's looks get no answer meanwhile). */
  awaitingServer?: boolean;
  /** The server answered the player's own request, sent after that load began: the load waits for an answer that will not come. */
  serverAnsweredAt?: number;
  heapMb?: number;
  /** The operator asked for a browser restart (重启浏览器). */
  operatorRestart?: boolean;
  /** A daily planned reload is due (its time passed today and it did not run today). */
  dailyDue?: boolean;
}

/** A fault being recovered from: the screen is dark (or frozen) since `since`. */
export interface Incident {
  reason: RecoveryReasonName;
  since: number;
  /** Steps taken so far, and when the last one was taken. */
  steps: RecoveryStepName[];
  lastStepAt: number;
}

export interface WatchState {
  incident?: Incident;
  /** The last look that found the wall's page drawing (the shell answered): a fault's dark time counts from it. */
  lastGoodAt?: number;
  /** Since when the page has not answered / has not drawn (error page or blank). */
  silentSince?: number;
  notDrawingSince?: number;
  /** Consecutive recoveries that failed to bring the page back: the backoff's exponent. */
  failures: number;
  lastPlannedAt?: number;
}

export interface Decision {
  state: WatchState;
  /** The step to take now, and why. */
  act?: { step: RecoveryStepName; reason: RecoveryReasonName };
  /** The page is drawing again: the incident to report, with how long the screen was dark. */
  recovered?: { reason: RecoveryReasonName; at: number; darkMs: number; steps: RecoveryStepName[] };
}

export interface WatchLimits extends WatchTimings {
  memoryBudgetMb: number;
}

/**
 * From the fault to the screen drawn again: the new page's own first frame with every slot showing data, when it came
 * after the fault (an older page drawn before it, the frozen one of a hang, is not a return), else this look.
 */
const darkMs = (incident: Incident, obs: Observation): number => {
  const back =
    obs.drawnAt !== undefined && obs.drawnAt >= incident.since && obs.drawnAt <= obs.now ? obs.drawnAt : obs.now;
  return Math.max(0, back - incident.since);
};

const open = (reason: RecoveryReasonName, now: number, since = now): Incident => ({
  reason,
  since,
  steps: [],
  lastStepAt: now,
});

/**
 * The fault this look shows, if any (`state` carries how long the page has been silent or not drawing). A sudden
 * fault (crash, browser gone) darkened the screen when it was heard; a hang froze it after the last good look. Neither
 * at the look that noticed it.
 */
function faultOf(
  obs: Observation,
  state: WatchState,
  t: WatchLimits,
): { reason: RecoveryReasonName; since: number } | undefined {
  if (obs.operatorRestart) return { reason: 'operator', since: obs.now };
  if (obs.browserGone) return { reason: 'browser-exit', since: obs.faultAt ?? state.lastGoodAt ?? obs.now };
  if (obs.crashed) return { reason: 'crash', since: obs.faultAt ?? state.lastGoodAt ?? obs.now };
  if (loadLost(obs, t)) return { reason: 'stalled-navigation', since: obs.navigatingSince! };
  if (obs.navigatingSince !== undefined) return undefined;
  if (obs.page === 'no-answer' && state.silentSince !== undefined && obs.now - state.silentSince >= t.hungAfterMs)
    return { reason: 'hang', since: state.lastGoodAt ?? state.silentSince };
  if (
    (obs.page === 'error-page' || obs.page === 'blank') &&
    state.notDrawingSince !== undefined &&
    obs.now - state.notDrawingSince >= t.notDrawingMs
  ) {
    return { reason: obs.page === 'error-page' ? 'error-page' : 'blank-page', since: state.notDrawingSince };
  }
  return undefined;
}

/**
 * One look's decision. Pure: the runner observes, calls this, and does what it says. A fault opens an incident and
 * takes its first step at once; while the page stays dark each later step waits its turn (the step wait, then
 * exponential backoff with a ceiling); the incident closes when the shell reports ready again.
 */
export function decide(prev: WatchState, obs: Observation, t: WatchLimits): Decision {
  const state: WatchState = { ...prev };
  state.silentSince = obs.page === 'no-answer' ? (prev.silentSince ?? obs.now) : undefined;
  state.notDrawingSince =
    obs.page === 'error-page' || obs.page === 'blank' ? (prev.notDrawingSince ?? obs.now) : undefined;
  const drawing = (obs.page === 'ready' || obs.page === 'shell') && !obs.browserGone && !obs.crashed;
  if (drawing) state.lastGoodAt = obs.now;
  const incident = prev.incident;
  const fault = faultOf(obs, state, t);

  // A new sudden fault (crash, dead browser, operator) during an incident restarts the ladder for that fault.
  const sudden = fault && (fault.reason === 'crash' || fault.reason === 'browser-exit' || fault.reason === 'operator');
  if (fault && (!incident || (sudden && fault.reason !== incident.reason))) {
    const since = incident ? incident.since : fault.since;
    const step = nextStep(fault.reason, 0);
    state.incident = { ...open(fault.reason, obs.now, since), steps: [step] };
    state.silentSince = undefined;
    state.notDrawingSince = undefined;
    return { state, act: { step, reason: fault.reason } };
  }

  if (incident) {
    if (obs.page === 'ready' && !obs.browserGone && !obs.crashed && obs.navigatingSince === undefined) {
      state.incident = undefined;
      state.failures = 0;
      if (incident.reason === 'memory' || incident.reason === 'daily') state.lastPlannedAt = obs.now;
      return {
        state,
        recovered: { reason: incident.reason, at: obs.now, darkMs: darkMs(incident, obs), steps: incident.steps },
      };
    }
    // A navigation in flight keeps the old picture: wait for it; one that never commits is started again (a browser
    // restart would only trade the old picture for a black screen while the server still does not answer).
    // The tab answers no look while its load awaits the server; but a page that stopped answering before its reload
    // began is hung (the reload cannot commit in that renderer, whatever Chromium says of its request): it climbs the ladder below.
    const awaiting = obs.page !== 'no-answer' || (obs.awaitingServer && incident.reason !== 'hang');
    if (obs.navigatingSince !== undefined && awaiting && !obs.browserGone && !obs.crashed) {
      if (!loadLost(obs, t)) return { state };
      state.failures = prev.failures + 1;
      state.incident = { ...incident, steps: [...incident.steps, 'reload'], lastStepAt: obs.now };
      return { state, act: { step: 'reload', reason: incident.reason } };
    }
    // The shell runs again but its panels are not ready (its API is down: the shell heals that itself): not ours to fix.
    const alive = obs.page === 'shell' && !obs.browserGone && !obs.crashed && obs.navigatingSince === undefined;
    if (alive && obs.now - incident.lastStepAt >= t.notDrawingMs) {
      state.incident = undefined;
      state.failures = 0;
      return {
        state,
        recovered: { reason: incident.reason, at: obs.now, darkMs: darkMs(incident, obs), steps: incident.steps },
      };
    }
    if (alive) return { state };
    // A step still under way: wait its turn, then escalate.
    if (obs.now - incident.lastStepAt < stepWaitOf(incident.reason, state.failures, t)) return { state };
    const step = nextStep(incident.reason, incident.steps.length);
    state.failures = prev.failures + 1;
    state.incident = { ...incident, steps: [...incident.steps, step], lastStepAt: obs.now };
    return { state, act: { step, reason: incident.reason } };
  }

  // Nothing wrong: a planned reload when one is due and the page is drawing (its old picture stays until the new one commits).
  if (obs.page === 'ready' && obs.navigatingSince === undefined) {
    const cooled = state.lastPlannedAt === undefined || obs.now - state.lastPlannedAt >= t.plannedCooldownMs;
    const planned: RecoveryReasonName | undefined =
      obs.heapMb !== undefined && obs.heapMb > t.memoryBudgetMb && cooled
        ? 'memory'
        : obs.dailyDue
          ? 'daily'
          : undefined;
    if (planned) {
      state.incident = { ...open(planned, obs.now), steps: ['reload'] };
      state.lastPlannedAt = obs.now;
      return { state, act: { step: 'reload', reason: planned } };
    }
  }
  return { state };
}
