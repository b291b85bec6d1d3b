import { useEffect, useRef } from 'react';
import { useAnimationsRunning } from './animation-scope';
import { fleetNow, positionsFromFleetClock } from '../schedule/fleet-clock';
import { onBeat } from './heartbeat';

/** Periods are whole seconds, so every step lands on a tick of the header's clock: the wall wakes once a second. */
const wholeSeconds = (ms: number) => Math.max(1000, Math.round(ms / 1000) * 1000);
/** How early a beat's timer may fire and still be counted as that beat. */
const EARLY_MS = 50;

/**
 * How many beats of `periodMs` (rounded as {@link useBeat} rounds it) lie between the epoch and now on the fleet's clock:
 * where a scroll board or pager stands, the same on every tile of a canvas whenever it mounted. A beat that fires a few
 * ms early still counts as its own.
 */
export const beatCount = (periodMs: number, now = fleetNow()): number =>
  Math.floor((now + EARLY_MS) / wholeSeconds(periodMs));

/**
 * Where a scroll board or pager stands when it mounts: on a tile of a canvas the clock's {@link beatCount}, so every tile
 * shows the same rows; on the seed's wall 0, counting from mount.
 */
export const firstPosition = (periodMs: number): number => (positionsFromFleetClock() ? beatCount(periodMs) : 0);

/** Where it stands after a beat from `current`: the clock's count on a tile, one on from `current` otherwise. */
export const nextPosition = (periodMs: number, current: number): number =>
  positionsFromFleetClock() ? beatCount(periodMs) : current + 1;

/**
 * Calls `onTick` every `periodMs` (rounded to whole seconds) on the page's shared heartbeat, while
 * `enabled` and while the component's animations run (visible page, active scope); {@link beatCount} in it says which
 * beat it is. Released on unmount.
 */
export function useBeat(periodMs: number, onTick: () => void, enabled = true): void {
  const running = useAnimationsRunning();
  const tick = useRef(onTick);
  tick.current = onTick;
  const period = periodMs > 0 ? wholeSeconds(periodMs) : 0;
  useEffect(() => {
    if (!enabled || !running || period === 0) return undefined;
    return onBeat(period, () => tick.current());
  }, [period, enabled, running]);
}
