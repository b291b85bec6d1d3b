import { STREAM_KEEPALIVE_MS, WALL_ACTIONS, type ChangeKind, type StreamEvent } from '@cockpit/protocol';
import { readWallEvent } from './stream-events';

// The service speaks @cockpit/protocol's StreamEvent; the shell reads it with its own field-by-field check. Each
// event the service can send, in its wire form, must come out of that check as the service meant it.
const CHANGES: Record<ChangeKind, true> = { layouts: true, remotes: true, group: true, schedule: true, profile: true };
const sent = (event: StreamEvent) => readWallEvent(JSON.stringify(event));

test('every change kind the service announces reaches the wall', () => {
  for (const what of Object.keys(CHANGES) as ChangeKind[])
    expect(sent({ type: 'changed', what })).toEqual({ type: 'changed', what });
});

test('the welcome, the keep-alive and a refusal read as sent', () => {
  expect(sent({ type: 'welcome', keepaliveMs: STREAM_KEEPALIVE_MS })).toEqual({
    type: 'welcome',
    keepaliveMs: STREAM_KEEPALIVE_MS,
  });
  expect(sent({ type: 'keepalive' })).toEqual({ type: 'keepalive' });
  expect(sent({ type: 'refused', error: '墙面凭证无效', reason: 'revoked' })).toEqual({
    type: 'refused',
    reason: 'revoked',
  });
});

test("each of the page's actions reads with its identity, duration and request; the player's is not the page's", () => {
  for (const action of WALL_ACTIONS) {
    const event: StreamEvent = {
      type: 'action',
      id: `a-${action}`,
      action,
      identity: { name: '一号屏', group: 'hub', location: '大厅' },
      showMs: 10_000,
      requestId: 'r-1',
    };
    expect(sent(event)).toEqual(action === 'restart-browser' ? undefined : event);
  }
});

test('a pushed reading reads as sent; one without its reading, or with a reading that is not one, keeps its name only', () => {
  const event: StreamEvent = {
    type: 'reading',
    source: 3,
    mapping: 'total',
    reading: { value: [1, 2], intervalMs: 5000, goodAt: 9, stale: false },
  };
  expect(sent(event)).toEqual(event);
  expect(sent({ type: 'reading', source: 3, mapping: 'total' })).toEqual({
    type: 'reading',
    source: 3,
    mapping: 'total',
  });
  expect(
    readWallEvent(JSON.stringify({ type: 'reading', source: 3, mapping: 'total', reading: { value: 1 } })),
  ).toEqual({ type: 'reading', source: 3, mapping: 'total' });
  expect(readWallEvent(JSON.stringify({ type: 'reading', source: '3', mapping: 'total' }))).toBeUndefined();
});
