import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { AnimatedCounter } from '../widgets/animated-counter';
import { useAutoPager } from '../widgets/use-auto-pager';
import { AnimationScope } from './animation-scope';
import { setPositionsFromFleetClock } from '../schedule/fleet-clock';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setPositionsFromFleetClock(false);
});

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

function hideAndShowAgain(): void {
  render(
    <Toggle>
      {(active) => (
        <AnimationScope active={active}>
          <Pager />
        </AnimationScope>
      )}
    </Toggle>,
  );
  act(() => void jest.advanceTimersByTime(5000));
  expect(screen.getByTestId('page')).toHaveTextContent('2');
  act(() => screen.getByText('切换').click());
  act(() => void jest.advanceTimersByTime(20_000));
  expect(screen.getByTestId('page')).toHaveTextContent('2');
  act(() => screen.getByText('切换').click());
  act(() => void jest.advanceTimersByTime(5000));
}

test("on the seed's wall a pager hidden behind a rotation holds its page, and goes on from it once shown again", () => {
  jest.setSystemTime(0);
  hideAndShowAgain();
  expect(screen.getByTestId('page')).toHaveTextContent('3');
});

test("on a tile of a canvas a hidden pager holds its page, and once shown again goes on at the fleet clock's page", () => {
  setPositionsFromFleetClock(true);
  jest.setSystemTime(0);
  hideAndShowAgain();
  // 30 s since the epoch: beat 6 of 5 s, page 6 mod 3 + 1, what every tile shows now.
  expect(screen.getByTestId('page')).toHaveTextContent('1');
});

function mountEightSecondsApart(): string[][] {
  jest.setSystemTime(1_764_300_000_000);
  render(<Pager />);
  act(() => void jest.advanceTimersByTime(8000));
  render(<Pager />);
  const first = screen.getAllByTestId('page').map((p) => p.textContent ?? '');
  act(() => void jest.advanceTimersByTime(2000));
  return [first, screen.getAllByTestId('page').map((p) => p.textContent ?? '')];
}

test("on the seed's wall two pagers mounted at different moments each count from their own mount", () => {
  expect(mountEightSecondsApart()).toEqual([
    ['2', '1'],
    ['3', '2'],
  ]);
});

test('on a tile two pagers mounted at different moments show the same page: the position is the clock’s, not counted from mount', () => {
  setPositionsFromFleetClock(true);
  expect(mountEightSecondsApart()).toEqual([
    ['2', '2'],
    ['3', '3'],
  ]);
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
