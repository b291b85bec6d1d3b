import { act, render } from '@testing-library/react';
import { AnimatedCounter, COUNTER_DURATION_MS } from './animated-counter';

// The page's heartbeat falls on multiples of its period since the epoch: the clock starts on a step boundary, so the
// first step comes a whole 100 ms after the counters start (from a real clock it could come 1 ms after, moving 80 by < 0.5).
const ON_A_STEP_BOUNDARY = Date.UTC(2026, 10, 26, 9, 0, 0);
beforeEach(() => jest.useFakeTimers({ now: ON_A_STEP_BOUNDARY }));
afterEach(() => jest.useRealTimers());

const shown = (value: number) => document.querySelector(`[data-value="${value}"]`)?.textContent;

test('counters of one page step together, on one timer, so they cost the wall one frame per step', () => {
  render(
    <>
      <AnimatedCounter value={500} />
      <AnimatedCounter value={80} />
      <AnimatedCounter value={7} />
    </>,
  );
  expect(jest.getTimerCount()).toBe(1);
  act(() => void jest.advanceTimersToNextTimer());
  // One step of 100 ms into 1 200 ms eases out: 1 − (11/12)³ ≈ 23 % of the way, for every counter in the same task.
  expect(Date.now() - ON_A_STEP_BOUNDARY).toBe(100);
  expect([shown(500), shown(80), shown(7)]).toEqual(['115', '18', '2']);
  expect(jest.getTimerCount()).toBe(1);
});

test('a counter that has reached its value leaves no timer behind', () => {
  render(<AnimatedCounter value={1234} />);
  act(() => void jest.advanceTimersByTime(COUNTER_DURATION_MS + 200));
  expect(shown(1234)).toBe('1,234');
  expect(jest.getTimerCount()).toBe(0);
});

test('a counter unmounted while counting releases its step', () => {
  const { unmount } = render(<AnimatedCounter value={99} />);
  act(() => void jest.advanceTimersByTime(300));
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
