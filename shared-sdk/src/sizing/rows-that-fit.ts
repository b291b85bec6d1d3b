/**
 * How many whole rows of `rowHeight` fit in `available` px after `reserved` px (a header, a pager):
 * never a half row, at least `min` (a panel in a slot below its minimum still shows something).
 */
export function rowsThatFit(available: number, rowHeight: number, reserved = 0, min = 1): number {
  if (!(rowHeight > 0) || !Number.isFinite(available)) return min;
  return Math.max(min, Math.floor((available - reserved + 0.5) / rowHeight));
}
