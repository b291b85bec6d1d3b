import type { SlotBoard, SlotStatus } from '@cockpit/shared-sdk';

/** What is known of one panel of one slot: the build it runs and whether it has been shown on it. */
interface Sighting {
  build: string | undefined;
  shown: boolean;
}

const key = (slot: string, panel: string) => `${slot}\u0001${panel}`;

/**
 * Which panels of the page's rotations have been shown (their View rendered) on the build they run
 * now. Beats are sampled every few seconds and a rotation turn can be shorter, so this follows every
 * change of the slot board instead of the beat's snapshot.
 */
export class ShownPanels {
  private readonly sightings = new Map<string, Sighting>();

  /** Follows `board` from now on; the returned function stops following and forgets everything. */
  watch(board: SlotBoard): () => void {
    this.observe(board.snapshot());
    const subscription = board.changes$.subscribe(() => this.observe(board.snapshot()));
    return () => {
      subscription.unsubscribe();
      this.sightings.clear();
    };
  }

  /** Takes in the board as it is now; panels of slots no longer mounted are forgotten (a remount starts afresh). */
  observe(slots: readonly SlotStatus[]): void {
    const current = new Set<string>();
    for (const slot of slots) {
      for (const panel of slot.panels) {
        const id = key(slot.slotId, panel.panelId);
        current.add(id);
        const before = this.sightings.get(id);
        // The slot may point at a panel without data while none has any: then nothing of it is drawn.
        const drawnNow = panel.panelId === slot.showing && (panel.state === 'ready' || panel.state === 'stale');
        const shownBefore = before !== undefined && before.build === panel.build && before.shown;
        if (!before || before.build !== panel.build || before.shown !== (drawnNow || shownBefore)) {
          this.sightings.set(id, { build: panel.build, shown: drawnNow || shownBefore });
        }
      }
    }
    if (this.sightings.size > current.size) {
      for (const id of this.sightings.keys()) if (!current.has(id)) this.sightings.delete(id);
    }
  }

  /** Whether `panel` of `slot` has been shown on `build` (the build it reports now) since that build mounted. */
  isShown(slot: string, panel: string, build: string | undefined): boolean {
    const sighting = this.sightings.get(key(slot, panel));
    return sighting !== undefined && sighting.shown && sighting.build === build;
  }

  /** How many panels it keeps track of (at most those of the mounted slots). */
  get size(): number {
    return this.sightings.size;
  }
}
