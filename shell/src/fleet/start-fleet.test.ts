import { getSlotBoard } from '@cockpit/shared-sdk';
import type { Subscription } from 'rxjs';
import { startFleet } from './start-fleet';

const config = { fleetUrl: 'http://127.0.0.1:9/fleet', fleetKeys: { hub: 'wall-key' }, fleetHeartbeatMs: 600_000 };
const status = { id: 'lobby-1', group: 'hub' };

afterEach(() => jest.restoreAllMocks());

test('a wall that reports follows the slot board, and lets go of it when the fleet module stops', () => {
  const subscribe = jest.spyOn(getSlotBoard().changes$, 'subscribe');
  const stop = startFleet({ config, status, remotes: () => ({}), startedAt: Date.now() });
  expect(subscribe).toHaveBeenCalledTimes(1);
  const subscription = subscribe.mock.results[0].value as Subscription;
  expect(subscription.closed).toBe(false);
  stop?.();
  expect(subscription.closed).toBe(true);
});

test('a page that is no wall does not watch the board at all', () => {
  const subscribe = jest.spyOn(getSlotBoard().changes$, 'subscribe');
  expect(startFleet({ config, status: { id: 'x' }, remotes: () => ({}), startedAt: Date.now() })).toBeUndefined();
  expect(subscribe).not.toHaveBeenCalled();
});

test('a preview of a group reads its files but never reports itself as a wall', () => {
  window.history.pushState({}, '', '/preview?panel=teams/overview&group=hub');
  try {
    const subscribe = jest.spyOn(getSlotBoard().changes$, 'subscribe');
    expect(startFleet({ config, status, remotes: () => ({}), startedAt: Date.now() })).toBeUndefined();
    expect(subscribe).not.toHaveBeenCalled();
  } finally {
    window.history.pushState({}, '', '/');
  }
});
