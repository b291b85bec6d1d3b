/** Frames over this many ms count as long (as Chromium's long-animation-frame entries do). */
export const LONG_FRAME_MS = 50;

/** A count over a span, per minute, to one decimal. */
export function perMinute(count: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((count / elapsedMs) * 60_000 * 10) / 10 : 0;
}

/**
 * The page's frames as the fleet sees them: long animation frames counted as the browser reports them (a passive
 * observer: no work of its own), and frames per second sampled for one second at a time (a requestAnimationFrame
 * loop that runs only during the sample, never between: a loop that ran always would wake the wall 60 times a second).
 */
export class FrameMeter {
  private longFrames = 0;
  private since: number;
  private observer?: PerformanceObserver;
  private sampling?: number;
  lastFps?: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.since = now();
    if (typeof PerformanceObserver === 'undefined') return;
    const type = ['long-animation-frame', 'longtask'].find((t) => PerformanceObserver.supportedEntryTypes?.includes(t));
    if (!type) return;
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > LONG_FRAME_MS) this.longFrames += 1;
    });
    this.observer.observe({ type, buffered: false });
  }

  /** Whether the browser reports long frames at all (Firefox does not). */
  get countsLongFrames(): boolean {
    return this.observer !== undefined;
  }

  /** Long frames per minute since the previous call. */
  takeLongFramesPerMin(): number | undefined {
    if (!this.observer) return undefined;
    const at = this.now();
    const rate = perMinute(this.longFrames, at - this.since);
    this.longFrames = 0;
    this.since = at;
    return rate;
  }

  /** Counts the frames drawn in `ms` (a hidden page draws none: it is not sampled). */
  sampleFps(ms = 1000): void {
    if (
      this.sampling !== undefined ||
      document.visibilityState === 'hidden' ||
      typeof requestAnimationFrame !== 'function'
    )
      return;
    const start = this.now();
    let frames = 0;
    const frame = () => {
      frames += 1;
      const elapsed = this.now() - start;
      if (elapsed >= ms) {
        this.sampling = undefined;
        this.lastFps = Math.round((frames / elapsed) * 1000 * 10) / 10;
      } else this.sampling = requestAnimationFrame(frame);
    };
    this.sampling = requestAnimationFrame(frame);
  }

  stop(): void {
    this.observer?.disconnect();
    if (this.sampling !== undefined) cancelAnimationFrame(this.sampling);
    this.sampling = undefined;
  }
}
