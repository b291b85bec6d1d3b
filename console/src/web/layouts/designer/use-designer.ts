import { useState } from 'react';
import type { PageLayout } from '../../../protocol/releases';
import type { SlotSpec } from '../layout-checks';
import { useEditHistory } from './edit-history';
import {
  addSlot,
  duplicateSlot,
  freeSpot,
  nudgeSlot,
  placeSlot,
  removeSlot,
  NEW_SLOT_SIZE,
  type EditResult,
  type MinSizeOf,
  type SlotRect,
} from './slot-edits';

/**
 * The designer's state: the draft page with undo/redo, the selected slot, and the reason of the last refused edit.
 * Every direct manipulation goes through the pure edits, so a refused one leaves the draft as it was and says why;
 * `minSizeOf` is each panel's declared minimum, below which a slot is not made.
 */
export function useDesigner(saved: PageLayout, minSizeOf: MinSizeOf) {
  const history = useEditHistory(saved);
  const [selected, setSelected] = useState<string | null>(saved.slots[0]?.id ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const draft = history.present;

  const apply = (result: EditResult) => {
    if (!result.ok) {
      setRefusal(result.reason);
      return;
    }
    setRefusal(null);
    history.push(result.layout);
    setSelected(result.selected);
  };
  const sizeFor = (panel: string): { w: number; h: number } => {
    const min = minSizeOf(panel);
    return {
      w: Math.min(Math.max(NEW_SLOT_SIZE.w, min?.width ?? 0), draft.width),
      h: Math.min(Math.max(NEW_SLOT_SIZE.h, min?.height ?? 0), draft.height),
    };
  };

  return {
    draft,
    selected,
    refusal,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    select: setSelected,
    place: (id: string, rect: SlotRect) => apply(placeSlot(draft, id, rect, minSizeOf)),
    nudge: (id: string, key: Parameters<typeof nudgeSlot>[2], step: number, resize: boolean) =>
      apply(nudgeSlot(draft, id, key, step, resize, minSizeOf)),
    dropPanel: (panel: string, at: { x: number; y: number }) => {
      const size = sizeFor(panel);
      apply(addSlot(draft, panel, { x: at.x - size.w / 2, y: at.y - size.h / 2, ...size }, minSizeOf));
    },
    addPanel: (panel: string) => {
      const size = sizeFor(panel);
      const spot = freeSpot(draft, size);
      apply(
        spot
          ? addSlot(draft, panel, spot, minSizeOf)
          : { ok: false, reason: `页面上没有 ${size.w}×${size.h} 的空位，请先缩小或删除槽位` },
      );
    },
    duplicate: () => selected && apply(duplicateSlot(draft, selected)),
    remove: () => selected && apply(removeSlot(draft, selected)),
    /** The inspector's exact values: typed numbers are kept even when faulty, and the checks list what is wrong. */
    updateSlot: (next: SlotSpec) => {
      setRefusal(null);
      history.push((d) => ({ ...d, slots: d.slots.map((s) => (s.id === selected ? next : s)) }));
    },
    undo: () => {
      setRefusal(null);
      history.undo();
    },
    redo: () => {
      setRefusal(null);
      history.redo();
    },
    discard: () => {
      setRefusal(null);
      history.reset(saved);
    },
    /** Replaces the whole draft with `layout` (a template, another group's page), undoably. */
    replace: (layout: PageLayout) => {
      setRefusal(null);
      history.push(layout);
      setSelected(layout.slots[0]?.id ?? null);
    },
    /** Starts over from `layout` (a version just restored). */
    load: (layout: PageLayout) => {
      setRefusal(null);
      history.reset(layout);
    },
  };
}
