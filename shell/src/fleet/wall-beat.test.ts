import { Value } from '@sinclair/typebox/value';
import { TextEncoder } from 'node:util';
import { beatSchema } from '@cockpit/protocol';
import type { SlotReport } from '../ops/slot-report';
import { assembleBeat, manifestRevision, type BeatSources } from './wall-beat';
import { ErrorTally } from './slot-beats';

// jsdom has no TextEncoder; the browser and node do.
Object.assign(globalThis, { TextEncoder });

const REMOTES = {
  hub: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json',
  teams: 'http://127.0.0.1:3011/1.0.0/mf-manifest.json',
};

/** A canvas at scale 0.5 placed at (100, 20) on screen, with two slots. */
function drawCanvas(): HTMLElement {
  document.body.innerHTML = `<div data-canvas data-scale="0.5000"><div data-slot="left-top"></div><div data-slot="rotating"></div></div>`;
  const canvas = document.querySelector<HTMLElement>('[data-canvas]')!;
  const box = (left: number, top: number, width: number, height: number) => () => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
  canvas.getBoundingClientRect = box(100, 20, 960, 540);
  (document.querySelector('[data-slot="left-top"]') as HTMLElement).getBoundingClientRect = box(116, 80, 220, 130);
  (document.querySelector('[data-slot="rotating"]') as HTMLElement).getBoundingClientRect = box(500, 300, 300, 200);
  return canvas;
}

const report = (overrides: Partial<SlotReport['panels'][number]> = {}): SlotReport[] => [
  {
    slot: 'left-top',
    title: '团队',
    showing: 'teams/running-teams',
    skipped: [],
    panels: [
      {
        panel: 'teams/running-teams',
        title: '运营团队',
        state: 'ready',
        showing: true,
        ageMs: 1234.4,
        build: 'teams@1.0.0+abcdef1234',
        ...overrides,
      },
    ],
  },
  {
    slot: 'rotating',
    showing: 'talent/schools',
    skipped: [],
    panels: [
      {
        panel: 'talent/schools',
        state: 'loading',
        showing: true,
        build: 'http://127.0.0.1:3013/1.0.0/mf-manifest.json',
      },
      {
        panel: 'talent/determine',
        state: 'error',
        showing: false,
        lastError: 'x'.repeat(900),
        lastErrorClass: 'ApiError',
        lastErrorAt: 1000,
      },
    ],
  },
];

function sources(slots: () => SlotReport[]): BeatSources {
  const canvas = drawCanvas();
  return {
    group: 'hub',
    route: '/',
    shellBuild: 'shell@1.0.0+0123456789',
    sdkVersion: '2.1.0',
    startedAt: 1_000,
    beatIntervalMs: 15_000,
    remotes: () => REMOTES,
    slots,
    shown: (_slot, panel) => panel === 'teams/running-teams',
    canvas: () => canvas,
    now: () => 61_000,
  };
}

test('a beat matches the fleet protocol and places each slot on the design canvas', () => {
  const { beat } = assembleBeat(
    sources(() => report()),
    new ErrorTally(),
  );
  expect(Value.Check(beatSchema, beat)).toBe(true);
  expect(beat).toMatchObject({ group: 'hub', route: '/', uptimeMs: 60_000, viewport: { scale: 0.5 } });
  expect(beat.slots[0]).toEqual({
    slot: 'left-top',
    position: { x: 32, y: 120, width: 440, height: 260 },
    panel: 'teams/running-teams',
    title: '运营团队',
    state: 'ready',
    build: 'teams@1.0.0+abcdef1234',
    dataAgeMs: 1234,
    errorCount: 0,
    rotation: ['teams/running-teams'],
    panels: [
      { panel: 'teams/running-teams', state: 'ready', build: 'teams@1.0.0+abcdef1234', dataAgeMs: 1234, shown: true },
    ],
  });
});

test('a slot still loading reports no build, and its last failure is cut to the protocol limit with its class', () => {
  const slot = assembleBeat(
    sources(() => report()),
    new ErrorTally(),
  ).beat.slots[1];
  expect(slot.build).toBeUndefined();
  expect(slot.lastError).toEqual({ class: 'ApiError', message: 'x'.repeat(500), at: 1000 });
  expect(slot.rotation).toEqual(['talent/schools', 'talent/determine']);
});

test('every panel of a rotation is reported with its own state, build, failure and whether it was shown', () => {
  const slot = assembleBeat(
    sources(() => report()),
    new ErrorTally(),
  ).beat.slots[1];
  expect(slot.panels).toEqual([
    { panel: 'talent/schools', state: 'loading', shown: false },
    {
      panel: 'talent/determine',
      state: 'error',
      shown: false,
      lastError: { class: 'ApiError', message: 'x'.repeat(500), at: 1000 },
    },
  ]);
});

test('failures are counted once per delivered beat; a beat that was not delivered loses none', () => {
  let slots = report();
  const tally = new ErrorTally();
  const src = sources(() => slots);
  const first = assembleBeat(src, tally);
  expect(first.beat.slots.map((s) => s.errorCount)).toEqual([0, 1]);
  expect(assembleBeat(src, tally).beat.slots[1].errorCount).toBe(1); // the first was never delivered
  assembleBeat(src, tally).delivered();
  expect(assembleBeat(src, tally).beat.slots[1].errorCount).toBe(0);
  slots = report({ lastError: '无法连接到数据接口', lastErrorClass: 'NetworkError', lastErrorAt: 5000 });
  expect(assembleBeat(src, tally).beat.slots.map((s) => s.errorCount)).toEqual([1, 0]);
});

test('the manifest revision is short and stable, and changes with any URL', () => {
  const revision = manifestRevision(REMOTES);
  expect(revision).toMatch(/^[0-9a-f]{12}$/);
  expect(manifestRevision({ teams: REMOTES.teams, hub: REMOTES.hub })).toBe(revision);
  expect(manifestRevision({ ...REMOTES, teams: 'http://127.0.0.1:3011/1.1.0/mf-manifest.json' })).not.toBe(revision);
});

test('a screenshot posted since the last beat is named in the next one', () => {
  const { beat } = assembleBeat(
    sources(() => report()),
    new ErrorTally(),
    'req-42',
  );
  expect(beat.screenshotFor).toBe('req-42');
  expect(Value.Check(beatSchema, beat)).toBe(true);
});

test("the screen by the schedule is reported as the protocol takes it: off without the wall's off style, or on with its daypart", () => {
  const off = assembleBeat(
    { ...sources(() => report()), screen: () => ({ off: true, style: 'clock' }) as { off: boolean } },
    new ErrorTally(),
  ).beat;
  expect(off.screen).toEqual({ off: true });
  expect(Value.Check(beatSchema, off)).toBe(true);
  const night = assembleBeat(
    { ...sources(() => report()), screen: () => ({ off: false, daypart: '夜间' }) },
    new ErrorTally(),
  ).beat;
  expect(night.screen).toEqual({ off: false, daypart: '夜间' });
  expect(Value.Check(beatSchema, night)).toBe(true);
});

test('a page started from the cache says so, and since when, in a beat the fleet takes', () => {
  const offline = assembleBeat(
    { ...sources(() => report()), cacheStart: () => ({ pageStoredAt: 50_000.4, live: false }) },
    new ErrorTally(),
  ).beat;
  expect(offline.cacheStart).toEqual({ pageStoredAt: 50_000, live: false });
  expect(Value.Check(beatSchema, offline)).toBe(true);
  expect(
    assembleBeat({ ...sources(() => report()), cacheStart: () => undefined }, new ErrorTally()).beat,
  ).not.toHaveProperty('cacheStart');
});
