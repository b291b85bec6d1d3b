import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { LayoutStore } from './layout-store';

const page = (panel: string) => ({
  width: 1920,
  height: 980,
  slots: [{ id: 'main', x: 0, y: 0, w: 400, h: 300, panels: [panel] }],
});
// 2026-11-23 is a Monday; the wall's clock is moved by hand.
const at = (time: string) => Date.parse(`2026-11-23T${time}+08:00`);
const schedule: Schedule = {
  timezone: 'Asia/Shanghai',
  offStyle: 'clock',
  dayparts: [{ name: '夜间', days: [1], from: '18:00', to: '20:00', pages: { hub: page('teams/night') } }],
  screenOff: [{ days: [1], from: '22:00', to: '06:00' }],
};

function storeAt(time: string) {
  let now = at(time);
  const store = new LayoutStore(
    { pages: { hub: page('teams/day'), xndx: page('devices/status') }, schedule },
    () => now,
  );
  return { store, setTime: (next: string) => (now = at(next)) };
}

test('a daypart starting on the wall’s clock switches the page it names, not the others, at the next tick', () => {
  const { store, setTime } = storeAt('17:59');
  const hub: string[] = [];
  const xndx: string[] = [];
  const subscriptions = [
    store.page$('hub').subscribe((l) => hub.push(l!.slots[0].panels[0])),
    store.page$('xndx').subscribe((l) => xndx.push(l!.slots[0].panels[0])),
  ];
  setTime('18:00');
  store.tick();
  setTime('20:00');
  store.tick();
  expect(hub).toEqual(['teams/day', 'teams/night', 'teams/day']);
  expect(xndx).toEqual(['devices/status']);
  subscriptions.forEach((s) => s.unsubscribe());
});

test('the screen turns off in an off window and on again when it ends', () => {
  const { store, setTime } = storeAt('21:59');
  const screens: unknown[] = [];
  const subscription = store.screen$().subscribe((s) => screens.push(s));
  setTime('22:00');
  store.tick();
  store.tick();
  setTime('06:00');
  store.tick();
  expect(screens).toEqual([{ off: false }, { off: true, style: 'clock' }, { off: false }]);
  subscription.unsubscribe();
});

test('a new schedule in a poll applies at once, though no page layout changed', () => {
  const { store } = storeAt('12:00');
  expect(
    store.apply({
      pages: { hub: page('teams/day'), xndx: page('devices/status') },
      schedule: { ...schedule, screenOff: [{ days: [1], from: '11:00', to: '13:00' }] },
    }),
  ).toEqual([]);
  expect(store.screen()).toEqual({ off: true, style: 'clock' });
});

test('the clock stops when asked (no timer left behind)', () => {
  jest.useFakeTimers();
  try {
    const { store, setTime } = storeAt('17:59');
    const stop = store.runClock(1000);
    setTime('18:00');
    jest.advanceTimersByTime(1000);
    expect(store.page('hub')!.slots[0].panels).toEqual(['teams/night']);
    stop();
    expect(jest.getTimerCount()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});
