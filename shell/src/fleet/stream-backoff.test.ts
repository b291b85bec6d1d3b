import { STREAM_BACKOFF_MAX_MS, STREAM_BACKOFF_MIN_MS, streamBackoffMs } from './stream-backoff';

describe('streamBackoffMs', () => {
  it('waits about a second before the first reconnection', () => {
    expect(streamBackoffMs(0, () => 0)).toBe(STREAM_BACKOFF_MIN_MS / 2);
    expect(streamBackoffMs(0, () => 1)).toBe(STREAM_BACKOFF_MIN_MS);
  });

  it('doubles with each failed attempt', () => {
    expect(streamBackoffMs(3, () => 1)).toBe(8 * STREAM_BACKOFF_MIN_MS);
  });

  it('never waits longer than the ceiling, however many attempts failed', () => {
    expect(streamBackoffMs(1000, () => 1)).toBe(STREAM_BACKOFF_MAX_MS);
  });

  it('spreads walls that lost the service together', () => {
    expect(streamBackoffMs(5, () => 0)).toBeLessThan(streamBackoffMs(5, () => 0.9));
  });
});
