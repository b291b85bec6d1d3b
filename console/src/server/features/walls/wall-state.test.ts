import { beat, slot } from '../../testing/harness';
import { Fleet } from './fleet';
import { countStates, isOnline, remoteBuilds, slotChanges, summarize, type WallRecord } from './wall-state';

const wall = (wallId: string, lastSeen: number, slots = beat('hub').slots): WallRecord => ({
  wallId,
  group: 'hub',
  beat: beat('hub', { slots }),
  firstSeen: 0,
  lastSeen,
  offline: false,
});

test('a wall is online up to three of its beat intervals after its last beat, offline after', () => {
  expect(isOnline(wall('a', 0), 45_000)).toBe(true);
  expect(isOnline(wall('a', 0), 45_001)).toBe(false);
});

test('slot states are counted per state', () => {
  expect(countStates([slot('a', 'x/y', 'error'), slot('b', 'x/y', 'error'), slot('c', 'x/y', 'stale')])).toEqual({
    loading: 0,
    ready: 0,
    stale: 1,
    empty: 0,
    error: 2,
  });
});

test('remotes disagree only when online walls run more than one build; offline walls do not count', () => {
  const now = 100_000;
  const walls = [
    wall('w1', now, [slot('a', 'teams/overview', 'ready', 'teams@1.0.0+a')]),
    wall('w2', now, [
      slot('a', 'teams/overview', 'ready', 'teams@1.0.0+a'),
      slot('b', 'talent/x', 'ready', 'talent@2.0.0+c'),
    ]),
    wall('w3', 0, [slot('a', 'teams/overview', 'ready', 'teams@0.9.0+z')]),
  ];
  expect(remoteBuilds(walls, now)).toEqual([
    { remote: 'talent', builds: { 'talent@2.0.0+c': ['w2'] }, disagree: false },
    { remote: 'teams', builds: { 'teams@1.0.0+a': ['w1', 'w2'] }, disagree: false },
  ]);
  walls[2].lastSeen = now;
  expect(remoteBuilds(walls, now).find((r) => r.remote === 'teams')?.disagree).toBe(true);
});

test('a state change is detected; a rotation to another panel in the same state is not', () => {
  const before = [slot('a', 'teams/overview'), slot('b', 'talent/trend')];
  const after = [
    slot('a', 'teams/members'),
    { ...slot('b', 'talent/trend', 'error'), lastError: { class: 'ApiError', message: '接口超时' } },
  ];
  expect(slotChanges(before, false, after, 5)).toEqual([
    {
      at: 5,
      slot: 'b',
      panel: 'talent/trend',
      from: 'ready',
      to: 'error',
      build: 'talent@1.0.0+abc123',
      error: 'ApiError: 接口超时',
    },
  ]);
});

test('a wall that falls silent gets offline changes from the sweep, and online ones at its next beat', () => {
  const fleet = new Fleet(() => true);
  fleet.recordBeat('w1', 'hub', beat('hub', { slots: [slot('a', 'teams/overview')] }), 1000);
  fleet.takeWrites();
  expect(fleet.sweep(30_000)).toEqual([]);
  const offline = fleet.sweep(47_000);
  expect(offline).toEqual([
    expect.objectContaining({ wallId: 'w1', slot: 'a', from: 'ready', to: 'offline', at: 46_000 }),
  ]);
  expect(fleet.sweep(60_000)).toEqual([]);
  const back = fleet.recordBeat('w1', 'hub', beat('hub', { slots: [slot('a', 'teams/overview')] }), 61_000);
  expect(back).toEqual([expect.objectContaining({ slot: 'a', from: 'offline', to: 'ready' })]);
});

test('a beat that changes only times is written as a last-seen touch, not a full row', () => {
  const fleet = new Fleet(() => true);
  fleet.recordBeat('w1', 'hub', beat('hub'), 1000);
  expect(fleet.takeWrites().walls.map((w) => w.wallId)).toEqual(['w1']);
  fleet.recordBeat('w1', 'hub', beat('hub', { uptimeMs: 999_999 }), 16_000);
  const writes = fleet.takeWrites();
  expect(writes.walls).toEqual([]);
  expect([...writes.seen]).toEqual([['w1', 16_000]]);
  fleet.recordBeat('w1', 'hub', beat('hub', { slots: [slot('a', 'teams/overview', 'stale')] }), 31_000);
  expect(fleet.takeWrites().walls.map((w) => w.wallId)).toEqual(['w1']);
});

test('a wall started from its cache is 离线启动 until its display server answers again', () => {
  const started = (live: boolean): WallRecord => ({
    ...wall('w1', 0),
    beat: beat('hub', { cacheStart: { pageStoredAt: 1234, live } }),
  });
  expect(summarize(started(false), 0).cacheStart).toEqual({ pageStoredAt: 1234 });
  expect(summarize(started(true), 0)).not.toHaveProperty('cacheStart');
  expect(summarize(wall('w1', 0), 0)).not.toHaveProperty('cacheStart');
});
