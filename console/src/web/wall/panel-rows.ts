import type { PanelState, SlotBeat } from '@cockpit/protocol';

/** One row of a wall's slot list: a panel of a slot, the one shown or one waiting for its turn. */
export interface PanelRow {
  id: string;
  slot: string;
  panel: string;
  /** Where it is in its slot's rotation, in words. */
  turn: string;
  title?: string;
  state: PanelState;
  build?: string;
  dataAgeMs?: number;
  /** The slot's new failures (on the row of the panel shown). */
  errorCount?: number;
  lastError?: SlotBeat['lastError'];
}

/** A panel's place in its slot's rotation: shown now, or waiting (and whether it has been shown on the build it runs). */
function turnText(rotating: boolean, showingNow: boolean, shown: boolean): string {
  if (!rotating) return '固定显示';
  if (showingNow) return '当前显示';
  return shown ? '待轮播' : '待轮播 · 当前版本未显示过';
}

/**
 * Every panel of every slot as a row, a rotation's panels right after each other. A wall that reports
 * only the panel it shows gives one row a slot.
 */
export function panelRows(slots: readonly SlotBeat[]): PanelRow[] {
  return slots.flatMap((slot): PanelRow[] => {
    const rotating = (slot.panels?.length ?? slot.rotation?.length ?? 1) > 1;
    const { title, state, build, dataAgeMs, errorCount, lastError } = slot;
    const showingRow: PanelRow = {
      id: `${slot.slot}\u0001${slot.panel}`,
      slot: slot.slot,
      panel: slot.panel,
      turn: turnText(rotating, true, true),
      title,
      state,
      build,
      dataAgeMs,
      errorCount,
      lastError,
    };
    if (!slot.panels) return [showingRow];
    return slot.panels.map(({ shown, ...panel }) => {
      const showingNow = panel.panel === slot.panel;
      return {
        ...panel,
        id: `${slot.slot}\u0001${panel.panel}`,
        slot: slot.slot,
        turn: turnText(rotating, showingNow, shown),
        title: showingNow ? title : undefined,
        errorCount: showingNow ? errorCount : undefined,
      };
    });
  });
}
