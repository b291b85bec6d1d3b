import type { PanelReport, SlotReport } from '../ops/slot-report';
import { BEAT_LIMITS, type SlotBeat, type SlotBeatError } from './fleet-types';

/** A slot's box on the 1920x1080 design canvas. */
export type SlotPosition = SlotBeat['position'];

const PANEL_ID = /^[a-z][a-z0-9_]*\/[a-z0-9-]+$/;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A build identity as the running code reports it; while a module loads or failed, the frame names the manifest URL instead. */
const runningBuild = (build: string | undefined) => (build && build.includes('@') && !build.includes('://') ? clip(build, 160) : undefined);

/** The most recent failure among a slot's panels. */
function lastError(panels: PanelReport[]): SlotBeatError | undefined {
  const failed = panels.filter((p) => p.lastError).sort((a, b) => (b.lastErrorAt ?? 0) - (a.lastErrorAt ?? 0))[0];
  if (!failed?.lastError) return undefined;
  const error: SlotBeatError = { class: clip(failed.lastErrorClass ?? 'Error', BEAT_LIMITS.errorClass), message: clip(failed.lastError, BEAT_LIMITS.message) };
  return failed.lastErrorAt ? { ...error, at: failed.lastErrorAt } : error;
}

/**
 * Counts the failures of each panel between beats: a panel's failure is new when its `lastErrorAt`
 * moved. The count starts again only once a beat carrying it was delivered, so a failed beat loses none.
 */
export class ErrorTally {
  private delivered = new Map<string, number>();

  /** The new failures of each slot since the last delivered beat, and how to mark them delivered. */
  count(slots: SlotReport[]): { perSlot: Map<string, number>; commit: () => void } {
    const seen = new Map<string, number>();
    const perSlot = new Map<string, number>();
    for (const slot of slots) {
      let count = 0;
      for (const panel of slot.panels) {
        if (!panel.lastErrorAt) continue;
        const key = `${slot.slot}\u0001${panel.panel}`;
        seen.set(key, panel.lastErrorAt);
        if (this.delivered.get(key) !== panel.lastErrorAt) count += 1;
      }
      perSlot.set(slot.slot, count);
    }
    return { perSlot, commit: () => void (this.delivered = seen) };
  }
}

/** The beat's view of each slot: the panel shown, its state, build, data age, last failure and new failures. Slots not laid out on the canvas are left out. */
export function slotBeats(slots: SlotReport[], positions: ReadonlyMap<string, SlotPosition>, errorCounts: ReadonlyMap<string, number>): SlotBeat[] {
  const beats: SlotBeat[] = [];
  for (const slot of slots) {
    const position = positions.get(slot.slot);
    const shown = slot.panels.find((p) => p.panel === slot.showing);
    if (!position || !shown || !PANEL_ID.test(shown.panel)) continue;
    const beat: SlotBeat = { slot: clip(slot.slot, 80), position, panel: shown.panel, state: shown.state, errorCount: errorCounts.get(slot.slot) ?? 0 };
    const title = shown.title ?? slot.title;
    if (title) beat.title = clip(title, BEAT_LIMITS.title);
    const build = runningBuild(shown.build);
    if (build) beat.build = build;
    if (shown.ageMs !== undefined) beat.dataAgeMs = Math.max(0, Math.round(shown.ageMs));
    const error = lastError(slot.panels);
    if (error) beat.lastError = error;
    beat.rotation = slot.panels.map((p) => p.panel).filter((id) => PANEL_ID.test(id)).slice(0, BEAT_LIMITS.rotation);
    beats.push(beat);
  }
  return beats.slice(0, BEAT_LIMITS.slots);
}
