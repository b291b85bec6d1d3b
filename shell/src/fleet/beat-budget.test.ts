import { Value } from '@sinclair/typebox/value';
import { TextEncoder } from 'node:util';
import { beatSchema, BEAT_LIMITS, type WallBeat } from '@cockpit/protocol';
import type { PanelReport, SlotReport } from '../ops/slot-report';
import { beatBytes, fitBeat } from './beat-budget';
import { slotBeats } from './slot-beats';

// jsdom has no TextEncoder; the browser and node do.
Object.assign(globalThis, { TextEncoder });

const CJK = (length: number) => '槽'.repeat(length);
const padded = (prefix: string, length: number, fill: string) => prefix + fill.repeat(length - prefix.length);

/** A panel at the protocol's longest: id, build, title and error message (CJK: three bytes a character). */
function longPanel(slot: number, panel: number): PanelReport {
  const id = padded(`r${slot}x${panel}/`, BEAT_LIMITS.panelId, 'p');
  return {
    panel: id,
    title: CJK(BEAT_LIMITS.title),
    state: 'error',
    showing: panel === 0,
    ageMs: 123_456_789,
    build: padded(`r${slot}@1.0.0+`, BEAT_LIMITS.build, 'f'),
    lastError: CJK(BEAT_LIMITS.message),
    lastErrorClass: padded('RenderError', BEAT_LIMITS.errorClass, 'E'),
    lastErrorAt: 1_800_000_000_000 + panel,
  };
}

function beatOf(slots: SlotReport[]): WallBeat {
  const positions = new Map(
    slots.map((s, i) => [s.slot, { x: i * 1000.123456, y: 9999.987654, width: 1920, height: 1080 }]),
  );
  return {
    group: 'hub',
    route: '/',
    shellBuild: 'shell@1.0.0+0123456789',
    sdkVersion: '2.1.0',
    uptimeMs: 1,
    beatIntervalMs: 15_000,
    viewport: { width: 1920, height: 1080, scale: 1 },
    manifestRevision: 'abcdef012345',
    slots: slotBeats(slots, positions, new Map(slots.map((s) => [s.slot, 999])), () => true),
  };
}

const worstSlots = (): SlotReport[] =>
  Array.from({ length: BEAT_LIMITS.slots }, (_, s) => {
    const panels = Array.from({ length: BEAT_LIMITS.rotation }, (_, p) => longPanel(s, p));
    return { slot: padded(`s${s}-`, 80, 'x'), title: CJK(120), showing: panels[0].panel, skipped: [], panels };
  });

test('the worst beat (64 slots of 12 panels, every text at its longest) fits the size limit and validates', () => {
  const beat = fitBeat(beatOf(worstSlots()));
  expect(beatBytes(beat)).toBeLessThanOrEqual(BEAT_LIMITS.bytes);
  expect(Value.Check(beatSchema, beat)).toBe(true);
  expect(beat.slots).toHaveLength(64);
});

test('a beat within the limit is sent whole', () => {
  const panels = (s: number) =>
    [0, 1, 2].map((p) => ({
      ...longPanel(s, p),
      panel: `teams/panel-${p}`,
      build: 'teams@1.0.0+abc',
      lastError: '接口超时',
      lastErrorClass: 'ApiError',
    }));
  const slots = Array.from({ length: 27 }, (_, s) => ({
    slot: `slot-${s}`,
    showing: 'teams/panel-0',
    skipped: [],
    panels: panels(s),
  }));
  const beat = beatOf(slots);
  expect(fitBeat(beat)).toBe(beat);
});

test("over the limit, what the gate judges by stays: every panel's state, build, shown and error class and time", () => {
  const beat = fitBeat(beatOf(worstSlots().slice(0, 8)));
  expect(beat.slots.every((slot) => slot.panels?.length === 12)).toBe(true);
  expect(beat.slots[0].panels![3]).toEqual({
    panel: longPanel(0, 3).panel,
    state: 'error',
    build: longPanel(0, 3).build,
    shown: true,
    lastError: { class: longPanel(0, 3).lastErrorClass, message: '', at: longPanel(0, 3).lastErrorAt },
  });
});

test('when even that is too much, plain slots give up their panel list before rotations do', () => {
  const slots = worstSlots();
  for (const slot of slots.slice(2)) slot.panels = slot.panels.slice(0, 1);
  const beat = fitBeat(beatOf(slots));
  expect(beatBytes(beat)).toBeLessThanOrEqual(BEAT_LIMITS.bytes);
  expect(beat.slots.slice(2).filter((slot) => !slot.panels).length).toBeGreaterThan(0);
  expect(beat.slots.slice(0, 2).map((slot) => slot.panels?.length)).toEqual([12, 12]);
});
