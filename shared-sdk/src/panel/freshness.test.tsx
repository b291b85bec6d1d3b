import { act, renderHook } from '@testing-library/react';
import { useOverAge } from '../hooks/use-over-age';
import { freshnessLimit, isOverAge, overAgeReason } from './freshness';
import { panelState } from './panel-state';
import type { PanelData } from './panel-types';

const loaded: PanelData<number[]> = {
  data: [1],
  error: null,
  isPending: false,
  isFetching: true,
  dataUpdatedAt: 1000,
  refetch: () => undefined,
};

describe('the freshness rule', () => {
  it('allows twice the refresh interval, at least 30 s', () => {
    expect(freshnessLimit(4000)).toBe(30_000);
    expect(freshnessLimit(60_000)).toBe(120_000);
    expect(freshnessLimit(15_000)).toBe(30_000);
  });

  it('takes a panel’s own limit, and never ages a panel that does not refresh', () => {
    expect(freshnessLimit(4000, 10_000)).toBe(10_000);
    expect(freshnessLimit(0)).toBe(Infinity);
  });

  it('calls data over age only past the limit, and no data never', () => {
    expect(isOverAge(1000, 30_000, 31_000)).toBe(false);
    expect(isOverAge(1000, 30_000, 31_001)).toBe(true);
    expect(isOverAge(0, 30_000, 1e12)).toBe(false);
  });

  it('makes good data stale when over age, even with no failure and a request pending', () => {
    expect(panelState(loaded)).toBe('ready');
    expect(panelState(loaded, undefined, true)).toBe('stale');
    expect(panelState({ ...loaded, data: [] }, undefined, true)).toBe('empty');
    expect(overAgeReason(30_000, true)).toBe('数据超过 30 秒未更新（请求仍未返回）');
    expect(overAgeReason(120_000, false)).toBe('数据超过 2 分钟未更新');
  });
});

describe('useOverAge', () => {
  beforeEach(() => jest.useFakeTimers({ now: 100_000 }));
  afterEach(() => jest.useRealTimers());

  it('turns true when the data reaches the limit, and false again when new data arrives', () => {
    const { result, rerender } = renderHook(({ since }) => useOverAge(since, 30_000), {
      initialProps: { since: 100_000 },
    });
    act(() => void jest.advanceTimersByTime(29_000));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1_500));
    expect(result.current).toBe(true);
    rerender({ since: 131_000 });
    expect(result.current).toBe(false);
  });

  it('sets no timer for a limit it cannot reach', () => {
    renderHook(() => useOverAge(100_000, Infinity));
    expect(jest.getTimerCount()).toBe(0);
  });
});
