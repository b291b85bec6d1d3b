import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { AnimatedCounter } from '../widgets/animated-counter';
import { useAutoPager } from '../widgets/use-auto-pager';
import { AnimationScope } from './animation-scope';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Pager() {
  const { pageNum } = useAutoPager(30, 10, 5000);
  return <div data-testid="page">{pageNum}</div>;
}

function Toggle({ children }: { children: (active: boolean) => ReactNode }) {
  const [active, setActive] = useState(true);
  return (
    <>
      <button onClick={() => setActive((a) => !a)}>切换</button>
      {children(active)}
    </>
  );
}

test('a pager hidden behind a rotation holds its page, and goes on once shown again', () => {
  render(<Toggle>{(active) => <AnimationScope active={active}><Pager /></AnimationScope>}</Toggle>);
  act(() => void jest.advanceTimersByTime(5000));
  expect(screen.getByTestId('page')).toHaveTextContent('2');
  act(() => screen.getByText('切换').click());
  act(() => void jest.advanceTimersByTime(20_000));
  expect(screen.getByTestId('page')).toHaveTextContent('2');
  act(() => screen.getByText('切换').click());
  act(() => void jest.advanceTimersByTime(5000));
  expect(screen.getByTestId('page')).toHaveTextContent('3');
});

test('a counter counts up to its value on a visible page', () => {
  render(<AnimatedCounter value={1234} />);
  const counter = document.querySelector('[data-value="1234"]') as HTMLElement;
  expect(counter).toHaveTextContent('0');
  act(() => void jest.advanceTimersByTime(600));
  expect(Number(counter.textContent?.replace(/,/g, ''))).toBeGreaterThan(0);
  act(() => void jest.advanceTimersByTime(1000));
  expect(counter).toHaveTextContent('1,234');
});

test('a counter in a hidden panel shows its value at once, without counting', () => {
  render(
    <AnimationScope active={false}>
      <AnimatedCounter value={86.5} decimals={1} />
    </AnimationScope>,
  );
  expect(document.querySelector('[data-value="86.5"]')).toHaveTextContent('86.5');
  expect(jest.getTimerCount()).toBe(0);
});
