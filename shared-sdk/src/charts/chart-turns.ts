/**
 * A chart's drawing job. `mayAnimate` says no other chart is animating now; the job returns whether it started an
 * animation (so the next ones draw at once until it ends).
 */
export type ChartJob = (mayAnimate: boolean) => boolean;

/** How long a chart's animation holds the turn: the entrance (600 ms) and an update (300 ms) both end within it. */
export const CHART_ANIMATION_MS = 650;

/** Schedules a macrotask (the browser's timer task queue; tests pass their own). */
export type PostTask = (run: () => void) => void;

export interface ChartTurns {
  /** Draws `job` for the chart `key` in a task of its own, after the charts waiting before it. */
  request(key: object, job: ChartJob): void;
  /** Drops the chart's waiting job (it is disposed). */
  cancel(key: object): void;
}

/**
 * Takes charts' drawing in turns, so a weak PC never has to draw them all in one task or animate them all in one
 * frame. Every chart drawn in the same frame made one long task (20 panels mounting, a refresh that lands on several
 * charts at once): at a quarter of this machine's CPU a chart's first draw takes 30–100 ms and each frame of its
 * animation about 30 ms, so two at once already miss the 50 ms frame budget. Here each draw gets a task of its own,
 * never inside the task that asked (a React commit: 20 panels' effects, or a refresh's render), and only one chart
 * animates at a time; the ones drawn while it does show their new option at once.
 */
export function createChartTurns(
  now: () => number = () => performance.now(),
  post: PostTask = (run) => void setTimeout(run, 0),
): ChartTurns {
  const waiting = new Map<object, ChartJob>();
  let posted = false;
  let animatingUntil = -Infinity;

  const draw = (job: ChartJob) => {
    const at = now();
    if (job(at >= animatingUntil)) animatingUntil = at + CHART_ANIMATION_MS;
  };
  const next = () => {
    posted = false;
    const first = waiting.entries().next();
    if (first.done) return;
    const [key, job] = first.value;
    waiting.delete(key);
    try {
      draw(job);
    } finally {
      if (waiting.size) postNext();
    }
  };
  const postNext = () => {
    if (posted) return;
    posted = true;
    post(next);
  };

  return {
    request(key, job) {
      // A later option for a chart still waiting replaces the earlier one, in its place: the queue holds a chart once.
      waiting.set(key, job);
      postNext();
    },
    cancel(key) {
      waiting.delete(key);
    },
  };
}

const TURNS_KEY = Symbol.for('cockpit.chart-turns');

/** The page's one queue, on globalThis: charts of a remote built against another copy of shared-sdk take the same turns. */
export function chartTurns(): ChartTurns {
  const holder = globalThis as unknown as Record<symbol, ChartTurns | undefined>;
  return (holder[TURNS_KEY] ??= createChartTurns());
}
