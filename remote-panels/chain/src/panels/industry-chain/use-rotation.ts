import { useEffect, useState } from 'react';

/**
 * Which of `count` items is shown: advances every `intervalMs` and wraps, holds while `paused`.
 * Choosing an item by hand (or resuming) restarts the full interval.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setTimeout(() => setIndex((i) => ((i % count) + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [current, paused, count, intervalMs]);
  return [current, setIndex] as const;
}
