import { act, render } from '@testing-library/react';
import { useCanvasScale } from './use-canvas-scale';

function Probe() {
  return <div data-testid="scale">{useCanvasScale().scale}</div>;
}

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(window, { innerWidth: 1920, innerHeight: 1080 });
});
afterEach(() => jest.useRealTimers());

test('applies the scale on mount', () => {
  Object.assign(window, { innerWidth: 960, innerHeight: 540 });
  const { getByTestId } = render(<Probe />);
  expect(getByTestId('scale')).toHaveTextContent('0.5');
});

test('recomputes 400 ms after the last resize, not before', () => {
  const { getByTestId } = render(<Probe />);
  act(() => resizeTo(960, 540));
  act(() => void jest.advanceTimersByTime(399));
  expect(getByTestId('scale')).toHaveTextContent('1');
  act(() => void jest.advanceTimersByTime(1));
  expect(getByTestId('scale')).toHaveTextContent('0.5');
});

test('restores the page styles and stops listening on unmount', () => {
  document.body.style.overflow = 'auto';
  const { unmount, getByTestId } = render(<Probe />);
  expect(document.body.style.overflow).toBe('hidden');
  unmount();
  expect(document.body.style.overflow).toBe('auto');
  act(() => resizeTo(960, 540));
  act(() => void jest.advanceTimersByTime(1000));
  expect(() => getByTestId('scale')).toThrow();
});
