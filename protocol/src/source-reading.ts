/** What a wall (or the designer's preview) reads for one widget: the last good value, and why it is stale when it is. */
export interface SourceReading {
  value: unknown;
  /** The source's refresh interval, ms: how often a wall asks again. */
  intervalMs: number;
  /** When the value was last mapped from a good answer, epoch ms (absent: never). */
  goodAt?: number;
  stale: boolean;
  reason?: string;
}
