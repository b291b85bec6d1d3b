import { getSlotBoard, type PanelState, type SlotBoard } from '@cockpit/shared-sdk';

/** One panel of a slot in the operators' report. */
export interface PanelReport {
  panel: string;
  title?: string;
  state: PanelState;
  /** Shown now in its slot. */
  showing: boolean;
  /** Why the rotation passes it over (its state and reason), when it does. */
  skipped?: string;
  /** What the frame says (error or stale), when anything. */
  reason?: string;
  /** How old its data is, ms (undefined when it has none). */
  ageMs?: number;
  dataUpdatedAt?: number;
  lastError?: string;
  /** The class of {@link lastError} (`ApiError`, `NetworkError`, `RemoteLoadError`, `RenderError`, …). */
  lastErrorClass?: string;
  lastErrorAt?: number;
  build?: string;
}

/** One slot of the page in the operators' report. */
export interface SlotReport {
  slot: string;
  title?: string;
  showing: string;
  skipped: { panel: string; state: PanelState; reason?: string }[];
  panels: PanelReport[];
}

/** Every slot of the page with each panel's state, data age, last error and build, as of `now`. */
export function slotReport(now = Date.now(), board: SlotBoard = getSlotBoard()): SlotReport[] {
  return board.snapshot().map((slot) => {
    const skipped = new Map(slot.skipped.map((s) => [s.panelId, s]));
    return {
      slot: slot.slotId,
      title: slot.title,
      showing: slot.showing,
      skipped: slot.skipped.map((s) => ({ panel: s.panelId, state: s.state, reason: s.reason })),
      panels: slot.panels.map((p) => ({
        panel: p.panelId,
        title: p.title,
        state: p.state,
        showing: p.panelId === slot.showing,
        skipped: skipped.has(p.panelId)
          ? [p.state, skipped.get(p.panelId)?.reason].filter(Boolean).join('：')
          : undefined,
        reason: p.reason,
        ageMs: p.dataUpdatedAt > 0 ? now - p.dataUpdatedAt : undefined,
        dataUpdatedAt: p.dataUpdatedAt > 0 ? p.dataUpdatedAt : undefined,
        lastError: p.lastError,
        lastErrorClass: p.lastErrorClass,
        lastErrorAt: p.lastErrorAt,
        build: p.build,
      })),
    };
  });
}
