/** The first wait before reconnecting a lost stream, and the longest. */
export const STREAM_BACKOFF_MIN_MS = 1_000;
export const STREAM_BACKOFF_MAX_MS = 60_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 = the first after a loss): doubling from
 * {@link STREAM_BACKOFF_MIN_MS} up to {@link STREAM_BACKOFF_MAX_MS}, with "full jitter" (a random point in the
 * upper half) so that a thousand walls that lost the service together do not come back in one burst.
 */
export function streamBackoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(STREAM_BACKOFF_MAX_MS, STREAM_BACKOFF_MIN_MS * 2 ** Math.max(0, Math.min(attempt, 16)));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
