/**
 * Helpers for tests of what a weak PC feels: a render that costs real milliseconds, run by React's own scheduler (as in
 * the browser) rather than act(), under which every render runs to its end in one go.
 */

/** Keeps the thread busy for `ms`, as a costly component's render does on a weak PC. */
export const busy = (ms: number): void => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** Waits on a short interval until `done()` holds (real timers). */
export async function until(done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Within the calling describe block, React renders on its own scheduler, not act()'s queue. */
export function withReactScheduler(): void {
  const holder = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
  let before: unknown;
  beforeAll(() => {
    before = holder.IS_REACT_ACT_ENVIRONMENT;
    holder.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    holder.IS_REACT_ACT_ENVIRONMENT = before;
  });
}

/**
 * Counts the page's turns: a timer that queues itself again each time it runs. A render that reads `count()` at its
 * start and at its end saw other tasks run in between only if it was sliced.
 */
export function pageTurns(): { count(): number; stop(): void } {
  let turns = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const turn = () => {
    turns += 1;
    timer = setTimeout(turn, 0);
  };
  turn();
  return { count: () => turns, stop: () => clearTimeout(timer) };
}
