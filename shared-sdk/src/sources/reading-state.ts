import type { SourceReading } from '@cockpit/protocol';

/** Shortest wait between two reads, ms: a misconfigured interval never turns into a busy loop. */
export const MIN_READ_GAP_MS = 1_000;
/** Longest wait after failures, ms. */
export const MAX_READ_BACKOFF_MS = 60_000;

/** A widget's data as the frame reads it: the last good value kept through failures, with the failure beside it. */
export interface ReadingState {
  data: unknown;
  error: Error | undefined;
  /** When the shown value was good, epoch ms (0 when none). */
  dataUpdatedAt: number;
  isPending: boolean;
  failures: number;
  intervalMs: number | undefined;
}

export const INITIAL_READING: ReadingState = {
  data: undefined,
  error: undefined,
  dataUpdatedAt: 0,
  isPending: true,
  failures: 0,
  intervalMs: undefined,
};

/** A server answer or a failed read, folded into the state: a value never good yet is no data; a stale one is kept with its reason. */
export function foldReading(
  state: ReadingState,
  outcome: { reading: SourceReading } | { failure: Error },
): ReadingState {
  if ('failure' in outcome) return { ...state, error: outcome.failure, isPending: false, failures: state.failures + 1 };
  const { reading } = outcome;
  const good = reading.goodAt !== undefined;
  const error = reading.stale ? new Error(reading.reason ?? '数据源暂时取不到新数据') : undefined;
  return {
    data: good ? reading.value : state.data,
    error: good || state.data !== undefined ? error : (error ?? new Error('数据源还没有取到数据')),
    dataUpdatedAt: good ? reading.goodAt! : state.dataUpdatedAt,
    isPending: false,
    failures: 0,
    intervalMs: reading.intervalMs,
  };
}

/** With readings pushed, a widget still reads every this many intervals (at least {@link PUSHED_READ_MIN_MS}): a push lost on the way costs no more. */
export const PUSHED_READ_INTERVALS = 6;
export const PUSHED_READ_MIN_MS = 30_000;

/**
 * How long until the next read: with readings pushed over the stream, six intervals (the push brings each change at
 * once); without, half the source's interval after an answer; doubling from 2 s after each failure in a row up to a
 * minute (never sooner than a half interval).
 */
export function nextReadDelay(state: ReadingState, fallbackMs: number, pushed = false): number {
  const interval = state.intervalMs ?? fallbackMs;
  const half = Math.max(MIN_READ_GAP_MS, interval / 2);
  if (state.failures === 0) return pushed ? Math.max(PUSHED_READ_MIN_MS, interval * PUSHED_READ_INTERVALS) : half;
  return Math.min(MAX_READ_BACKOFF_MS, Math.max(half, 1000 * 2 ** state.failures));
}
