import { fleetClockOffset$, fleetNow } from '../schedule/fleet-clock';

/**
 * The page's one timer for everything that moves on a schedule (clock, scroll boards, pagers, rotations).
 * Each beat falls on a multiple of its period since the epoch, so beats of equal (or dividing)
 * periods land in the same task: React batches their updates into one render and the browser
 * paints one frame, instead of every widget waking the page on its own. The epoch is the fleet's corrected
 * clock (`fleetNow`): the tiles of one canvas, on several PCs, beat at the same moment.
 */
interface Beat {
  period: number;
  next: number;
  callback: () => void;
}

/** Beats due within this many ms of the one firing run with it (timers are never exact). */
const SLACK_MS = 8;

const beats = new Set<Beat>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerAt = Infinity;
let following: { unsubscribe(): void } | undefined;

const boundaryAfter = (period: number, now: number) => (Math.floor(now / period) + 1) * period;

function schedule(): void {
  let earliest = Infinity;
  for (const beat of beats) earliest = Math.min(earliest, beat.next);
  if (earliest === timerAt) return;
  clearTimeout(timer);
  timer = undefined;
  timerAt = earliest;
  if (earliest !== Infinity) timer = setTimeout(fire, Math.max(0, earliest - fleetNow()));
}

function fire(): void {
  timer = undefined;
  timerAt = Infinity;
  const now = fleetNow();
  for (const beat of [...beats]) {
    if (!beats.has(beat) || beat.next > now + SLACK_MS) continue;
    beat.next = boundaryAfter(beat.period, now + SLACK_MS);
    beat.callback();
  }
  schedule();
}

function retime(): void {
  const now = fleetNow();
  for (const beat of beats) beat.next = boundaryAfter(beat.period, now);
  timerAt = -1;
  schedule();
}

/** Calls `callback` on every multiple of `periodMs` (epoch time) until the returned function is called. */
export function onBeat(periodMs: number, callback: () => void): () => void {
  const beat: Beat = { period: periodMs, next: boundaryAfter(periodMs, fleetNow()), callback };
  beats.add(beat);
  // A new correction of the clock re-times every beat to the corrected boundaries.
  following ??= fleetClockOffset$().subscribe(retime);
  schedule();
  return () => {
    beats.delete(beat);
    if (beats.size === 0) {
      following?.unsubscribe();
      following = undefined;
    }
    schedule();
  };
}
