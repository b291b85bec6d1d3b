import { useEffect, useRef } from 'react';
import { useAnimationsRunning } from './animation-scope';
import { onBeat } from './heartbeat';

/**
 * Calls `onTick` every `periodMs` on the page's shared heartbeat, while `enabled` and while the
 * component's animations run (visible page, active scope). Released on unmount.
 */
export function useBeat(periodMs: number, onTick: () => void, enabled = true): void {
  const running = useAnimationsRunning();
  const tick = useRef(onTick);
  tick.current = onTick;
  useEffect(() => {
    if (!enabled || !running || !(periodMs > 0)) return undefined;
    return onBeat(periodMs, () => tick.current());
  }, [periodMs, enabled, running]);
}
