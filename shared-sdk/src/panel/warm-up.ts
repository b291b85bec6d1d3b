import { startTransition, useEffect, useState } from 'react';

/** How long after a kept panel mounts its warm-up may start: the page's first view goes first. */
export const WARM_UP_AFTER_MS = 3000;

type IdleRun = (run: () => void) => void;

const whenIdle: IdleRun = (run) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run());
  else setTimeout(run, 0);
};

/**
 * Warms panels one at a time, each when the page is idle. A warm-up is a React transition (time-sliced render) and
 * the next starts only at the next idle period, after the last one's commit and chart draw.
 */
export function createWarmUpQueue(idle: IdleRun = whenIdle) {
  const waiting: (() => void)[] = [];
  let running = false;
  const next = () => {
    const warm = waiting.shift();
    if (!warm) {
      running = false;
      return;
    }
    warm();
    idle(next);
  };
  return {
    /** Queues `warm`; the returned function takes it out again (the panel unmounted or was shown first). */
    enqueue(warm: () => void): () => void {
      waiting.push(warm);
      if (!running) {
        running = true;
        idle(next);
      }
      return () => {
        const at = waiting.indexOf(warm);
        if (at >= 0) waiting.splice(at, 1);
      };
    },
  };
}

const QUEUE_KEY = Symbol.for('cockpit.warm-up-queue');
function queue(): ReturnType<typeof createWarmUpQueue> {
  const holder = globalThis as unknown as Record<symbol, ReturnType<typeof createWarmUpQueue> | undefined>;
  return (holder[QUEUE_KEY] ??= createWarmUpQueue());
}

/**
 * Whether a rotation's panel not shown yet should draw now, hidden. Without this the first turn of every rotating
 * slot mounted its view (React, styles, a chart's first draw) in the frame of the turn, several slots at once on a
 * clock-aligned turn: a 430 ms burst at a quarter of this machine's CPU. Warmed in idle time, its turn only shows it.
 */
export function useWarmedUp(waiting: boolean): boolean {
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (!waiting || warm) return undefined;
    let leave: (() => void) | undefined;
    const timer = setTimeout(() => {
      leave = queue().enqueue(() => startTransition(() => setWarm(true)));
    }, WARM_UP_AFTER_MS);
    return () => {
      clearTimeout(timer);
      leave?.();
    };
  }, [waiting, warm]);
  return warm;
}
