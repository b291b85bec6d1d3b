import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * The wall's clock corrected to the fleet service's: what every scheduled change (rotations, scroll boards,
 * pagers, the clock) is timed by, so the tiles of one canvas on several PCs turn at the same moment. The offset
 * is measured from the beats (see `ClockOffsetFilter`); until then, and on a wall outside a fleet, it is 0 and
 * the wall keeps its own clock. A wall that loses the fleet keeps its last offset, in step while its clock holds.
 */
const offset = new BehaviorSubject(0);

/** Now by the corrected clock, ms since the epoch. */
export const fleetNow = (): number => Date.now() + offset.value;

/** The correction in force, ms (the service's clock minus this wall's). */
export const fleetClockOffset = (): number => offset.value;

/** Sets the correction (the shell, from each beat's answer); a change re-times what waits on the clock. */
export function setFleetClockOffset(ms: number): void {
  if (Number.isFinite(ms) && Math.round(ms) !== offset.value) offset.next(Math.round(ms));
}

/** The correction, on subscribe and at each change. */
export const fleetClockOffset$ = (): Observable<number> => offset.asObservable();

let positionsFromClock = false;

/**
 * Whether scroll boards and pagers stand where the fleet clock says (a canvas split over tiles: every tile shows the
 * same rows whenever it mounted) or count from their own mount (the seed's wall, unchanged). The shell sets it from
 * the wall's shape; a board reads it at each step.
 */
export function setPositionsFromFleetClock(on: boolean): void {
  positionsFromClock = on;
}

/** See {@link setPositionsFromFleetClock}. */
export const positionsFromFleetClock = (): boolean => positionsFromClock;
