/** One animation frame the page drew while it was recorded: how long since the last, and which motions were running. */
export interface FrameSample {
  delta: number;
  motions: string[];
}

/** A task or animation frame from the page's PerformanceObservers (ms since navigation). */
export interface Span {
  start: number;
  duration: number;
}

/** Budgets of the throttled section at 4× (the issue's); 6× is reported only. */
export const THROTTLE_BUDGETS = {
  firstViewMs: 4000,
  tbtMs: 600,
  restBusyPct: 8,
  motionMaxFrameMs: 50,
  motionP95Ms: 20,
  jsBytesRatio: 1.1,
} as const;

/** The `q` quantile (0–1) of a list, nearest rank; NaN for an empty list. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Total blocking time: what each long task (> 50 ms) that started before `untilMs` ran past 50 ms, summed. */
export function totalBlockingTime(tasks: Span[], untilMs: number): number {
  return tasks.filter((t) => t.start < untilMs).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

/**
 * Animation frames fall on the display's vsyncs: at 60 Hz a frame that missed two vsyncs comes 50.0 ms after the one
 * before, give or take a few µs of timestamp jitter (50.03 ms is seen). Its work fit in 50 ms; a frame counts as over
 * 50 ms only past 50 ms by more than this (the next vsync after it is 66.7 ms).
 */
export const FRAME_JITTER_MS = 0.5;

/** Whether a frame came more than `limitMs` after the one before (vsync jitter aside). */
export const frameOver = (deltaMs: number, limitMs = 50) => deltaMs > limitMs + FRAME_JITTER_MS;

/** Frame figures of one motion (or of every frame, `motion` undefined): count, p95 and worst frame, frames over 50 ms. */
export interface MotionFrames {
  motion: string;
  frames: number;
  p95Ms: number;
  maxMs: number;
  over50: number;
}

/** The frames of each motion seen (a frame counts for every motion running in it), and of all frames. */
export function framesByMotion(samples: FrameSample[]): MotionFrames[] {
  const of = (motion: string, list: FrameSample[]): MotionFrames => {
    const deltas = list.map((f) => f.delta);
    return {
      motion,
      frames: list.length,
      p95Ms: quantile(deltas, 0.95),
      maxMs: deltas.length ? Math.max(...deltas) : NaN,
      over50: deltas.filter((d) => frameOver(d)).length,
    };
  };
  const motions = [...new Set(samples.flatMap((f) => f.motions))].sort();
  return [
    ...motions.map((m) =>
      of(
        m,
        samples.filter((f) => f.motions.includes(m)),
      ),
    ),
    of('all frames', samples),
  ];
}

/** Long animation frames (> 50 ms) per minute over `seconds` of recording. */
export const perMinute = (count: number, seconds: number) => (seconds > 0 ? (count * 60) / seconds : NaN);

/** The 4× budgets a page's figures break, as lines. */
export function throttleFailures(
  label: string,
  f: { firstViewMs: number; tbtMs: number; restBusyPct: number; motions: MotionFrames[] },
  b = THROTTLE_BUDGETS,
): string[] {
  const out: string[] = [];
  if (f.firstViewMs > b.firstViewMs)
    out.push(`${label} first view ${f.firstViewMs.toFixed(0)} ms at 4× (budget ${b.firstViewMs})`);
  if (f.tbtMs > b.tbtMs) out.push(`${label} total blocking time ${f.tbtMs.toFixed(0)} ms at 4× (budget ${b.tbtMs})`);
  if (f.restBusyPct > b.restBusyPct)
    out.push(`${label} at rest ${f.restBusyPct.toFixed(1)} % busy at 4× (budget ${b.restBusyPct})`);
  for (const m of f.motions.filter((x) => x.motion !== 'all frames')) {
    if (frameOver(m.maxMs, b.motionMaxFrameMs))
      out.push(`${label} ${m.motion}: worst frame ${m.maxMs.toFixed(0)} ms at 4× (budget ${b.motionMaxFrameMs})`);
    if (m.p95Ms > b.motionP95Ms)
      out.push(`${label} ${m.motion}: p95 frame ${m.p95Ms.toFixed(1)} ms at 4× (budget ${b.motionP95Ms})`);
  }
  return out;
}
