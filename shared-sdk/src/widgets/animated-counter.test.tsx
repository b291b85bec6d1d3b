import { act, render } from '@testing-library/react';
import { AnimatedCounter, COUNTER_DURATION_MS } from './animated-counter';

beforeEach(() => jest.useFakeTimers());
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
  expect(shown(500)).not.toBe('0');
  expect(shown(80)).not.toBe('0');
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
