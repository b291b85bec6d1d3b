import { BEAT_LIMITS, type PanelBeat, type SlotBeat, type SlotBeatError } from '@cockpit/protocol';
import type { PanelReport, SlotReport } from '../ops/slot-report';

/** A slot's box on the 1920x1080 design canvas. */
export type SlotPosition = SlotBeat['position'];
/** Whether a slot's panel has been shown on the build it reports now (see `ShownPanels`). */
export type ShownCheck = (slot: string, panel: string, build: string | undefined) => boolean;

const PANEL_ID = /^[a-z][a-z0-9_]*\/[a-z0-9-]+$/;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const reportable = (panel: string) => PANEL_ID.test(panel) && panel.length <= BEAT_LIMITS.panelId;

/** A build identity as the running code reports it; while a module loads or failed, the frame names the manifest URL instead. */
const runningBuild = (build: string | undefined) =>
  build && build.includes('@') && !build.includes('://') ? clip(build, BEAT_LIMITS.build) : undefined;

function errorOf(panel: PanelReport): SlotBeatError | undefined {
  if (!panel.lastError) return undefined;
  const error: SlotBeatError = {
    class: clip(panel.lastErrorClass ?? 'Error', BEAT_LIMITS.errorClass),
    message: clip(panel.lastError, BEAT_LIMITS.message),
  };
  return panel.lastErrorAt ? { ...error, at: panel.lastErrorAt } : error;
}

/** The most recent failure among a slot's panels. */
function lastError(panels: PanelReport[]): SlotBeatError | undefined {
  const failed = panels.filter((p) => p.lastError).sort((a, b) => (b.lastErrorAt ?? 0) - (a.lastErrorAt ?? 0))[0];
  return failed && errorOf(failed);
}

/** One panel of a rotation with its own state, build, data age and last failure. */
function panelBeat(slot: string, panel: PanelReport, shown: ShownCheck): PanelBeat {
  const beat: PanelBeat = { panel: panel.panel, state: panel.state, shown: shown(slot, panel.panel, panel.build) };
  const build = runningBuild(panel.build);
  if (build) beat.build = build;
  if (panel.ageMs !== undefined) beat.dataAgeMs = Math.max(0, Math.round(panel.ageMs));
  const error = errorOf(panel);
  if (error) beat.lastError = error;
  return beat;
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

/**
 * The beat's view of each slot: the panel shown, its state, build, data age, last failure and new
 * failures, and every panel of its rotation the same way. Slots not laid out on the canvas are left out.
 */
export function slotBeats(
  slots: SlotReport[],
  positions: ReadonlyMap<string, SlotPosition>,
  errorCounts: ReadonlyMap<string, number>,
  shown: ShownCheck,
): SlotBeat[] {
  const beats: SlotBeat[] = [];
  for (const slot of slots) {
    const position = positions.get(slot.slot);
    const showing = slot.panels.find((p) => p.panel === slot.showing);
    if (!position || !showing || !reportable(showing.panel)) continue;
    const beat: SlotBeat = {
      slot: clip(slot.slot, 80),
      position,
      panel: showing.panel,
      state: showing.state,
      errorCount: errorCounts.get(slot.slot) ?? 0,
    };
    const title = showing.title ?? slot.title;
    if (title) beat.title = clip(title, BEAT_LIMITS.title);
    const build = runningBuild(showing.build);
    if (build) beat.build = build;
    if (showing.ageMs !== undefined) beat.dataAgeMs = Math.max(0, Math.round(showing.ageMs));
    const error = lastError(slot.panels);
    if (error) beat.lastError = error;
    const rotation = slot.panels.filter((p) => reportable(p.panel)).slice(0, BEAT_LIMITS.rotation);
    beat.rotation = rotation.map((p) => p.panel);
    beat.panels = rotation.map((p) => panelBeat(slot.slot, p, shown));
    beats.push(beat);
  }
  return beats.slice(0, BEAT_LIMITS.slots);
}
