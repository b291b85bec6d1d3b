import { useState } from 'react';
import { useBeat } from '../animation/use-beat';

/**
 * The current time, re-rendering on every multiple of `intervalMs` (a 1 s clock turns on the
 * second) on the page's shared heartbeat; it stands still while the page is hidden.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useBeat(intervalMs, () => setNow(Date.now()));
  return now;
}
