import { useEffect, useRef } from 'react';
import { useAnimationsRunning } from './animation-scope';
import { onBeat } from './heartbeat';

/** Periods are whole seconds, so every step lands on a tick of the header's clock: the wall wakes once a second. */
const wholeSeconds = (ms: number) => Math.max(1000, Math.round(ms / 1000) * 1000);

/**
 * Calls `onTick` every `periodMs` (rounded to whole seconds) on the page's shared heartbeat, while
 * `enabled` and while the component's animations run (visible page, active scope). Released on unmount.
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
