import type { PanelState } from '../panel/panel-types';

/** True for the states whose frame has data to show (`ready`, or `stale` with its last good data). */
export const hasData = (state: PanelState | undefined): boolean => state === 'ready' || state === 'stale';

/**
 * When no panel has data, which to show: an honest "暂无数据" before an error, an error (with its
 * reason, for the operator) before a spinner.
 */
const FALLBACK_ORDER: readonly (PanelState | undefined)[] = ['empty', 'error', 'loading', undefined];

/**
 * The index of the panel a rotation shows, looking round the ring from `start`: the first with data;
 * only when none has data, the first by {@link FALLBACK_ORDER}.
 */
export function choosePanel(states: readonly (PanelState | undefined)[], start: number): number {
  const count = states.length;
  const ring = Array.from({ length: count }, (_, k) => (((start + k) % count) + count) % count);
  const withData = ring.find((i) => hasData(states[i]));
  if (withData !== undefined) return withData;
  for (const wanted of FALLBACK_ORDER) {
    const found = ring.find((i) => states[i] === wanted);
    if (found !== undefined) return found;
  }
  return ring[0];
}

/** A rotation: each panel's last known state and the index of the panel shown. */
export interface RotationState {
  states: readonly (PanelState | undefined)[];
  shown: number;
}

/** What moves a rotation: a panel's state changed, or its turn is over. */
export type RotationEvent =
  { type: 'status'; index: number; state: PanelState } | { type: 'turn'; start?: number; turn?: number };

/**
 * The panel of clock turn `turn` (whole periods since the epoch): the turn-th of the panels that have data, in order,
 * so a skipped panel never makes the next one show twice, and tiles with the same states agree. Without data, by
 * {@link choosePanel} from the turn's own panel.
 */
export function panelOfTurn(states: readonly (PanelState | undefined)[], turn: number): number {
  const withData = states.flatMap((state, i) => (hasData(state) ? [i] : []));
  if (withData.length === 0) return choosePanel(states, turn % states.length);
  return withData[((turn % withData.length) + withData.length) % withData.length];
}

/**
 * The next rotation. A turn moves on to the panel whose turn it is (or the next) that has data. A status change keeps the
 * panel shown while it has data (no jumping mid-turn) and otherwise moves to a sibling that has.
 */
export function rotate(rotation: RotationState, event: RotationEvent): RotationState {
  if (event.type === 'turn') {
    // `turn`: the clock's turn number (every tile of a canvas agrees on it); `start`: the panel whose turn it is; else the next one.
    const shown =
      event.turn !== undefined
        ? panelOfTurn(rotation.states, event.turn)
        : choosePanel(rotation.states, event.start ?? rotation.shown + 1);
    return shown === rotation.shown ? rotation : { ...rotation, shown };
  }
  if (rotation.states[event.index] === event.state) return rotation;
  const states = rotation.states.map((state, i) => (i === event.index ? event.state : state));
  // Looking from the panel shown keeps it while it has data.
  return { states, shown: choosePanel(states, rotation.shown) };
}

/** The panels a rotation passes over while it has one with data to show (none when it shows no data). */
export function skippedIndexes(rotation: RotationState): number[] {
  if (!hasData(rotation.states[rotation.shown])) return [];
  return rotation.states.flatMap((state, i) => (hasData(state) ? [] : [i]));
}
