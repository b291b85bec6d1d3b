import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { LayoutStore } from '../layouts/layout-store';
import { ScreenGate } from './screen-gate';

const page = { width: 1920, height: 980, slots: [{ id: 'main', x: 0, y: 0, w: 400, h: 300, panels: ['teams/day'] }] };
const at = (time: string) => Date.parse(`2026-11-23T${time}+08:00`); // a Monday
const file = (offStyle: 'black' | 'clock') => ({
  pages: { hub: page, xndx: page },
  schedule: {
    timezone: 'Asia/Shanghai',
    offStyle,
    dayparts: [],
    screenOff: [{ days: [1], from: '22:00', to: '06:00' }],
  },
});

let mounted = 0;
function Panel() {
  useEffect(() => {
    mounted += 1;
    return () => void (mounted -= 1);
  }, []);
  return <div>面板</div>;
}

test('an off window unmounts the page for black, and the page mounts again when it ends', () => {
  let now = at('21:59');
  const store = new LayoutStore(file('black'), () => now);
  const { container } = render(
    <ScreenGate store={store}>
      <Panel />
    </ScreenGate>,
  );
  expect(mounted).toBe(1);
  now = at('22:00');
  act(() => store.tick());
  expect(mounted).toBe(0);
  expect(container.querySelector('[data-screen-off="black"]')).not.toBeNull();
  expect(container.querySelector('[data-screen-off]')!.textContent).toBe('');
  now = at('06:00');
  act(() => store.tick());
  expect(mounted).toBe(1);
  expect(screen.getByText('面板')).toBeInTheDocument();
});

test('the dim clock shows the time in the group’s time zone', () => {
  jest.useFakeTimers({ now: at('23:15') });
  try {
    const store = new LayoutStore(file('clock'));
    const { container } = render(
      <ScreenGate store={store}>
        <Panel />
      </ScreenGate>,
    );
    expect(container.querySelector('[data-screen-off="clock"]')!.textContent).toContain('23:15');
  } finally {
    jest.useRealTimers();
  }
});
