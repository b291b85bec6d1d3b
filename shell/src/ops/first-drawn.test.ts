import { Subject } from 'rxjs';
import type { SlotStatus } from '@cockpit/shared-sdk';
import { everySlotDrawn, watchFirstDrawn } from './first-drawn';

const slot = (
  showing: string,
  state: SlotStatus['panels'][number]['state'],
  other?: SlotStatus['panels'][number]['state'],
): SlotStatus => ({
  slotId: showing,
  showing,
  skipped: [],
  panels: [
    { panelId: showing, state, dataUpdatedAt: 1 },
    ...(other ? [{ panelId: `${showing}-next`, state: other, dataUpdatedAt: 0 }] : []),
  ],
});

test('drawn when every slot shows a panel with data, fresh or stale; a hidden panel loading does not matter', () => {
  expect(everySlotDrawn([slot('a', 'ready', 'loading'), slot('b', 'stale')])).toBe(true);
  expect(everySlotDrawn([slot('a', 'ready'), slot('b', 'loading')])).toBe(false);
  expect(everySlotDrawn([slot('a', 'error')])).toBe(false);
  expect(everySlotDrawn([])).toBe(false);
});

test('the first drawn time is when the board first says drawn, and it stays', () => {
  let slots: SlotStatus[] = [slot('a', 'loading'), slot('b', 'ready')];
  const changes$ = new Subject<void>();
  let clock = 1000;
  const drawnAt = watchFirstDrawn({ snapshot: () => slots, changes$ }, () => clock);
  changes$.next();
  expect(drawnAt()).toBeUndefined();
  slots = [slot('a', 'ready'), slot('b', 'ready')];
  clock = 2000;
  changes$.next();
  expect(drawnAt()).toBe(2000);
  // Later changes (a panel failing, then ready again) never move it: it is this page's first picture.
  slots = [slot('a', 'error'), slot('b', 'ready')];
  changes$.next();
  slots = [slot('a', 'ready'), slot('b', 'ready')];
  clock = 9000;
  changes$.next();
  expect(drawnAt()).toBe(2000);
  expect(changes$.observed).toBe(false);
});
