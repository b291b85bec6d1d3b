import { fleetNow } from '../schedule/fleet-clock';

/** A one-step change: the value jumps at the animation's start and stays (held after its 1 ms by `fill`). */
const STEP: KeyframeAnimationOptions = { duration: 1, easing: 'steps(1, jump-start)', fill: 'forwards' };

/** The reveals' name (`Animation.id`): a turn is a flip, not a motion, and the light profile keeps it. */
export const TURN_ANIMATION_ID = 'cockpit-turn';

/**
 * Shows `next` in place of `shown` at `atFleetMs` (the fleet clock's moment of a turn) by two opacity animations whose
 * start time is set ahead: the browser's compositor flips them in the frame of the moment, whatever the page's main
 * thread is doing then, so the tiles of one canvas change together even on a busy PC. Both elements are painted before
 * (`next` at opacity 0). Returns the cancel, for when the turn's render has made the change for good (or the plan changed).
 * Where the Web Animations API is missing it does nothing, and the turn's render shows the panel.
 */
export function revealAt(shown: HTMLElement | null, next: HTMLElement, atFleetMs: number): () => void {
  if (typeof next.animate !== 'function') return () => undefined;
  // The document timeline counts from the same origin as performance.now().
  const start = performance.now() + (atFleetMs - fleetNow());
  const animations = [
    next.animate([{ opacity: 0 }, { opacity: 1 }], STEP),
    ...(shown ? [shown.animate([{ opacity: 1 }, { opacity: 0 }], STEP)] : []),
  ];
  for (const animation of animations) {
    animation.id = TURN_ANIMATION_ID;
    animation.startTime = start;
  }
  return () => {
    for (const animation of animations) animation.cancel();
  };
}
