import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { AnimatedCounter } from '../widgets/animated-counter';
import { getMotionProfile, MOTION_ATTRIBUTE, setMotionProfile, useMotionProfile } from './motion-profile';
import { useEnterAnimation } from './use-enter-animation';

afterEach(() => act(() => setMotionProfile('standard')));

test('the light profile marks the root for stylesheets and re-renders the components that read it', () => {
  const seen: string[] = [];
  function Probe() {
    seen.push(useMotionProfile());
    return null;
  }
  render(<Probe />);
  act(() => setMotionProfile('light'));
  expect(document.documentElement.getAttribute(MOTION_ATTRIBUTE)).toBe('light');
  expect(getMotionProfile()).toBe('light');
  expect(seen).toEqual(['standard', 'light']);
});

test('on a light wall a counter shows its value at once and starts no timer', () => {
  jest.useFakeTimers();
  try {
    act(() => setMotionProfile('light'));
    render(<AnimatedCounter value={4321} />);
    expect(document.querySelector('[data-value="4321"]')?.textContent).toBe('4,321');
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

test('on a light wall an enter animation (row fades, bars growing) is never started', () => {
  const animate = jest.fn(() => ({ cancel: () => undefined }));
  function Faded({ trigger }: { trigger: number }) {
    const element = useRef<HTMLDivElement>(null);
    useEnterAnimation(element, trigger, [{ opacity: 0 }, { opacity: 1 }], { duration: 500 });
    return (
      <div
        ref={(node) => {
          if (node) (node as unknown as { animate: unknown }).animate = animate;
          element.current = node;
        }}
      />
    );
  }
  const { rerender } = render(<Faded trigger={1} />);
  expect(animate).toHaveBeenCalledTimes(1);
  act(() => setMotionProfile('light'));
  rerender(<Faded trigger={2} />);
  expect(animate).toHaveBeenCalledTimes(1);
});
