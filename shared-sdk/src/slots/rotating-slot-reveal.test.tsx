import { act, screen } from '@testing-library/react';
import { fleetNow, setFleetClockOffset } from '../schedule/fleet-clock';
import { ok, renderSlot } from '../../test/rotating-slot-harness';
import { ARM_AHEAD_MS } from './use-armed-turn';

/** Each animation the page starts: on which panel, to which opacity, and when it starts (document timeline ms). */
interface Started {
  panel: string | null;
  to: unknown;
  startTime: number | null;
  cancelled: boolean;
}
let started: Started[];

beforeEach(() => {
  started = [];
  // jsdom has no Web Animations: this records what would be handed to the compositor.
  Element.prototype.animate = function animate(this: Element, keyframes: Keyframe[]) {
    const entry: Started = {
      panel: this.getAttribute('aria-label'),
      to: keyframes[1].opacity,
      startTime: null,
      cancelled: false,
    };
    started.push(entry);
    return {
      set startTime(value: number) {
        entry.startTime = value;
      },
      cancel: () => void (entry.cancelled = true),
    } as unknown as Animation;
  };
});
afterEach(() => {
  act(() => setFleetClockOffset(0));
  delete (Element.prototype as Partial<Element>).animate;
  jest.useRealTimers();
});

const fetchers = () => ({ 'talent/schools': ok('十所高校'), 'talent/determine': ok('认定 120 人') });

test('the next panel is drawn before its turn, at opacity 0, and the compositor is handed its reveal for the moment', async () => {
  jest.useFakeTimers({ now: 0 });
  const slot = renderSlot(fetchers(), 20_000);
  await screen.findByText('十所高校');
  await act(async () => void (await jest.advanceTimersByTimeAsync(20_000 - ARM_AHEAD_MS + 10)));
  const armed = slot.querySelector<HTMLElement>('[data-armed]')!;
  expect(armed).toHaveTextContent('认定 120 人');
  expect(armed).toHaveStyle({ opacity: '0' });
  expect(armed).not.toHaveStyle({ visibility: 'hidden' });
  expect(slot).toHaveAttribute('data-showing', 'talent/schools');
  // Both flips start at the turn's moment on the document timeline, whatever the main thread does then.
  const moment = performance.now() + (20_000 - fleetNow());
  expect(started).toEqual([
    { panel: '人才认定', to: 1, startTime: moment, cancelled: false },
    { panel: '高校分布', to: 0, startTime: moment, cancelled: false },
  ]);
  await act(async () => void (await jest.advanceTimersByTimeAsync(ARM_AHEAD_MS)));
  // The turn's render has made the change for good: the animations are done with, the same element shows.
  expect(slot).toHaveAttribute('data-showing', 'talent/determine');
  expect(slot.querySelector('[data-panel="talent/determine"]')).toBe(armed);
  expect(started.every((s) => s.cancelled)).toBe(true);
  expect(slot.querySelector('[data-armed]')).toBeNull();
});

test('after a correction of the clock, the panel chosen on the old clock changes at once, not at the next turn', async () => {
  jest.useFakeTimers({ now: 5_000 });
  const slot = renderSlot(fetchers(), 20_000);
  await screen.findByText('十所高校');
  expect(slot).toHaveAttribute('data-showing', 'talent/schools');
  // The beats find this PC 20 s behind the fleet: by the fleet's clock it is the second panel's turn.
  act(() => setFleetClockOffset(20_000));
  expect(slot).toHaveAttribute('data-showing', 'talent/determine');
});
