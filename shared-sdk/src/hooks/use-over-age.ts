import { useEffect, useState } from 'react';

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * True once data that arrived at `since` is older than `limitMs`: one timer set for the moment it
 * ages (no polling), reset whenever new data arrives, released on unmount.
 */
export function useOverAge(since: number, limitMs: number): boolean {
  const [agedSince, setAgedSince] = useState(0);
  useEffect(() => {
    const delay = Math.max(0, since + limitMs - Date.now() + 1);
    // setTimeout fires at once past 2^31-1 ms; an age limit of weeks is no limit on a wall.
    if (since <= 0 || delay > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setAgedSince(since), delay);
    return () => clearTimeout(timer);
  }, [since, limitMs]);
  return since > 0 && agedSince === since;
}
