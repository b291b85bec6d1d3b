import { BEAT_LIMITS, type PanelBeat, type SlotBeat, type SlotBeatError, type WallBeat } from '@cockpit/protocol';

/** Error messages are cut to this many characters when a beat is over its size limit, and slots' to the second when it still is. */
const SHORT_MESSAGE = 120;
const SHORTEST_MESSAGE = 40;

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
/** A beat's size on the wire, bytes. */
export const beatBytes = (beat: WallBeat): number => bytesOf(beat);

function shorten<T extends { lastError?: SlotBeatError }>(item: T, max: number): T {
  return item.lastError
    ? { ...item, lastError: { ...item.lastError, message: item.lastError.message.slice(0, max) } }
    : item;
}

function withoutKeys<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  const copy: Partial<T> = { ...value };
  for (const k of keys) delete copy[k];
  return copy as T;
}

function withPanels(slot: SlotBeat, change: (panel: PanelBeat) => PanelBeat): SlotBeat {
  return slot.panels ? { ...slot, panels: slot.panels.map(change) } : slot;
}

/**
 * Ways to make a beat smaller, the least needed detail first. What the bake gate judges by (each
 * panel's state, build, `shown`, and its error's class and time) stays to the last.
 */
const SHEDDING: ((slot: SlotBeat) => SlotBeat)[] = [
  (slot) => withPanels(shorten(slot, SHORT_MESSAGE), (p) => shorten(p, SHORT_MESSAGE)),
  // The rotation's ids are in `panels` too.
  (slot) =>
    withPanels(withoutKeys(slot, slot.panels ? ['title', 'rotation'] : ['title']), (p) =>
      shorten(withoutKeys(p, ['dataAgeMs']), 0),
    ),
  (slot) => shorten(slot, SHORTEST_MESSAGE),
];

/** Drops `panels` from slots, plain slots first, then rotations from the last, until the beat fits (the gate then judges by the shown panel). */
function dropPanels(beat: WallBeat, maxBytes: number): WallBeat {
  let excess = beatBytes(beat) - maxBytes;
  const order = beat.slots.map((slot, i) => ({ slot, i })).filter(({ slot }) => slot.panels);
  order.sort((a, b) => Number(a.slot.panels!.length > 1) - Number(b.slot.panels!.length > 1) || b.i - a.i);
  const dropped = new Set<number>();
  for (const { slot, i } of order) {
    if (excess <= 0) break;
    dropped.add(i);
    excess -= bytesOf(slot.panels) + ',"panels":'.length;
  }
  return { ...beat, slots: beat.slots.map((slot, i) => (dropped.has(i) ? withoutKeys(slot, ['panels']) : slot)) };
}

/** The beat within the protocol's size limit, shedding detail only when it is over. */
export function fitBeat(beat: WallBeat, maxBytes: number = BEAT_LIMITS.bytes): WallBeat {
  let fitted = beat;
  for (const shed of SHEDDING) {
    if (beatBytes(fitted) <= maxBytes) return fitted;
    fitted = { ...fitted, slots: fitted.slots.map(shed) };
  }
  return beatBytes(fitted) <= maxBytes ? fitted : dropPanels(fitted, maxBytes);
}
