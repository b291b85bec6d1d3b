import type { Observation, WatchLimits } from './watchdog-steps';

/**
 * A load that waits for its server in vain: past its timeout, or the server answered the player's own later request
 * (one look's period ago, so that a load answered at the same moment is not cut short) while the load still waits.
 */
export function loadLost(obs: Observation, t: WatchLimits): boolean {
  if (obs.navigatingSince === undefined) return false;
  if (obs.now - obs.navigatingSince >= t.navigationTimeoutMs) return true;
  const back = obs.serverAnsweredAt;
  return !!obs.awaitingServer && back !== undefined && back >= obs.navigatingSince && obs.now - back >= t.probeMs;
}
