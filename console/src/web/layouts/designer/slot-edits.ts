import { minSizeFault, type PanelMinSize } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol/releases';
import { slotsOverlap, type SlotSpec } from '../layout-checks';

/** Where a slot sits and how big it is, in page pixels. */
export type SlotRect = Pick<SlotSpec, 'x' | 'y' | 'w' | 'h'>;

/** An edit's outcome: the new page, or the reason (Chinese) it was refused and the page left as it was. */
export type EditResult = { ok: true; layout: PageLayout; selected: string | null } | { ok: false; reason: string };

/** The size a dropped panel gets when nothing says otherwise (a third of the page's width, a third of its height). */
export const NEW_SLOT_SIZE = { w: 620, h: 320 } as const;

/** A panel's declared minimum slot size (undefined: it declares none). */
export type MinSizeOf = (panel: string) => PanelMinSize | undefined;

const noMinimum: MinSizeOf = () => undefined;

/**
 * Why `rect` cannot hold slot `id` on this page: past an edge, over a neighbour, or smaller than one of its panels'
 * declared minimum; undefined when it can.
 */
export function placementFault(
  layout: PageLayout,
  id: string,
  rect: SlotRect,
  minSizeOf: MinSizeOf = noMinimum,
): string | undefined {
  if (rect.w <= 0 || rect.h <= 0) return `槽位 ${id} 的宽度和高度必须大于 0`;
  const panels = layout.slots.find((slot) => slot.id === id)?.panels ?? [];
  const tooSmall = minSizeFault([{ id, w: rect.w, h: rect.h, panels }], minSizeOf);
  if (tooSmall) return tooSmall.message;
  if (rect.x < 0 || rect.y < 0 || rect.x + rect.w > layout.width || rect.y + rect.h > layout.height) {
    return `槽位 ${id} 会超出页面（${layout.width}×${layout.height}）`;
  }
  const neighbour = layout.slots.find((slot) => slot.id !== id && slotsOverlap(slot, rect));
  return neighbour ? `槽位 ${id} 会与槽位 ${neighbour.id} 重叠` : undefined;
}

/** Moves and/or resizes one slot, refused when the new box leaves the page or covers another slot. */
export function placeSlot(
  layout: PageLayout,
  id: string,
  rect: SlotRect,
  minSizeOf: MinSizeOf = noMinimum,
): EditResult {
  const fault = placementFault(layout, id, rect, minSizeOf);
  if (fault) return { ok: false, reason: `${fault}，已撤回这次修改` };
  return {
    ok: true,
    selected: id,
    layout: { ...layout, slots: layout.slots.map((slot) => (slot.id === id ? { ...slot, ...rect } : slot)) },
  };
}

/** A slot id not yet on the page, from a panel name: `running-teams`, then `running-teams-2`, … */
export function freeSlotId(layout: PageLayout, base: string): string {
  const stem =
    base
      .replace(/[^a-z0-9-]/g, '-')
      .replace(/^[^a-z]+/, '')
      .slice(0, 36) || 'slot';
  const taken = new Set(layout.slots.map((slot) => slot.id));
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** A new slot showing `panel`, its box at `rect` grown to the panel's minimum (clamped to the page), refused where it would overlap. */
export function addSlot(
  layout: PageLayout,
  panel: string,
  rect: SlotRect,
  minSizeOf: MinSizeOf = noMinimum,
): EditResult {
  const min = minSizeOf(panel);
  const w = Math.min(Math.max(rect.w, min?.width ?? 0), layout.width);
  const h = Math.min(Math.max(rect.h, min?.height ?? 0), layout.height);
  const box = {
    w,
    h,
    x: Math.min(Math.max(0, Math.round(rect.x)), layout.width - w),
    y: Math.min(Math.max(0, Math.round(rect.y)), layout.height - h),
  };
  const id = freeSlotId(layout, panel.split('/')[1] ?? panel);
  const fault = placementFault(layout, id, box);
  if (fault) return { ok: false, reason: `${fault}，请放到空白处` };
  return { ok: true, selected: id, layout: { ...layout, slots: [...layout.slots, { id, ...box, panels: [panel] }] } };
}

/** The first free box of `size` on the page, scanning rows top to bottom in `step` px, or undefined. */
export function freeSpot(layout: PageLayout, size: { w: number; h: number }, step = 10): SlotRect | undefined {
  for (let y = 0; y + size.h <= layout.height; y += step) {
    for (let x = 0; x + size.w <= layout.width; x += step) {
      const rect = { x, y, ...size };
      if (!layout.slots.some((slot) => slotsOverlap(slot, rect))) return rect;
    }
  }
  return undefined;
}

/** A copy of slot `id` in the first free box of its size. */
export function duplicateSlot(layout: PageLayout, id: string): EditResult {
  const source = layout.slots.find((slot) => slot.id === id);
  if (!source) return { ok: false, reason: `没有槽位 ${id}` };
  const spot = freeSpot(layout, { w: source.w, h: source.h });
  if (!spot) return { ok: false, reason: `页面上没有 ${source.w}×${source.h} 的空位，无法复制槽位 ${id}` };
  const copy = { ...source, ...spot, id: freeSlotId(layout, id) };
  return { ok: true, selected: copy.id, layout: { ...layout, slots: [...layout.slots, copy] } };
}

/** The page without slot `id` (a page keeps at least one slot). */
export function removeSlot(layout: PageLayout, id: string): EditResult {
  if (layout.slots.length <= 1) return { ok: false, reason: '页面至少要有 1 个槽位，不能删除最后一个' };
  const slots = layout.slots.filter((slot) => slot.id !== id);
  return { ok: true, selected: slots[0]?.id ?? null, layout: { ...layout, slots } };
}

/** Arrow keys: move by `step`, or with `resize` grow/shrink the right and bottom edges. */
export function nudgeSlot(
  layout: PageLayout,
  id: string,
  key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown',
  step: number,
  resize: boolean,
  minSizeOf: MinSizeOf = noMinimum,
): EditResult {
  const slot = layout.slots.find((s) => s.id === id);
  if (!slot) return { ok: false, reason: `没有槽位 ${id}` };
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  const rect = resize
    ? { x: slot.x, y: slot.y, w: slot.w + dx, h: slot.h + dy }
    : { x: slot.x + dx, y: slot.y + dy, w: slot.w, h: slot.h };
  return placeSlot(layout, id, rect, minSizeOf);
}
