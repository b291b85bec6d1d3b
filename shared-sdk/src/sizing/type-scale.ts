/** A slot's size in design-canvas px (layout px: the shell's 1920x1080 scale transform is not in it). */
export interface SlotSize {
  width: number;
  height: number;
}

/**
 * The type scales a panel's text takes, smallest first. Steps, not a continuous factor: a visitor three
 * metres away sees 1.25× and 1.5× as different sizes, and a page's panels of like size share one size.
 */
export const TYPE_SCALE_STEPS = [1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

/** The size a panel without a declared minimum is scaled against: a cell of the hub page's dense grid. */
export const REFERENCE_SLOT: SlotSize = { width: 420, height: 180 };

/** The CSS custom property the panel frame sets to its type scale (read by {@link typeSize}). */
export const TYPE_SCALE_VAR = '--cockpit-type-scale';

/**
 * The share of a slot's growth over the panel's minimum that goes to larger text; the rest goes to more
 * rows and more room. A slot twice the minimum both ways: text 1.5×, and a table a third more rows.
 */
export const TYPE_GROWTH_SHARE = 0.6;

/**
 * The type scale of a panel in a slot of `size`: the largest step no greater than {@link TYPE_GROWTH_SHARE}
 * of the slot's growth over `minimum` in its tighter direction, so scaled text still fits (it grows less
 * than the slot). `floor` (a slot's chosen scale, 大字) raises it; never below 1.
 */
export function typeScaleFor(size: SlotSize, minimum: SlotSize = REFERENCE_SLOT, floor = 1): number {
  const growth = Math.min(size.width / minimum.width, size.height / minimum.height);
  const wanted = 1 + Math.max(0, growth - 1) * TYPE_GROWTH_SHARE;
  const fitting = TYPE_SCALE_STEPS.filter((step) => step <= wanted + 1e-6).at(-1) ?? 1;
  return Math.min(TYPE_SCALE_STEPS.at(-1) ?? 1, Math.max(fitting, floor));
}

/**
 * A CSS length of `px` design px times the frame's type scale, for `sx` (`fontSize: typeSize(16)`):
 * the browser applies the scale, so a resized slot re-renders nothing.
 */
export function typeSize(px: number): string {
  return `calc(${px}px * var(${TYPE_SCALE_VAR}, 1))`;
}
