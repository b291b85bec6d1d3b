import { renderHook } from '@testing-library/react';
import { useBeat } from './use-beat';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('a 2.5 s board steps on the clock: its period is rounded to whole seconds', () => {
  const step = jest.fn();
  renderHook(() => useBeat(2500, step));
  jest.advanceTimersByTime(2500);
  expect(step).not.toHaveBeenCalled();
  jest.advanceTimersByTime(500);
  expect(step).toHaveBeenCalledTimes(1);
});

test('a disabled beat (paused by hover) does not step, and is released on unmount', () => {
  const step = jest.fn();
  const { rerender, unmount } = renderHook(({ enabled }) => useBeat(1000, step, enabled), {
    initialProps: { enabled: false },
  });
  jest.advanceTimersByTime(3000);
  expect(step).not.toHaveBeenCalled();
  rerender({ enabled: true });
  jest.advanceTimersByTime(2000);
  expect(step).toHaveBeenCalledTimes(2);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
