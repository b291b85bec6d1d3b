import { TYPE_SCALE_STEPS, type SlotSize } from '@cockpit/shared-sdk';

/** What one tile's text needs at type scale 1 (the widest, 「35,598.6 万元」, and a label over a value), px. */
export const TILE_NEED = { width: 160, height: 70 } as const;
/** The gap between tiles, px (MUI spacing 1.5). */
export const TILE_GAP = 12;

/** How the band lays its tiles out: in how many rows, and at what type scale. */
export interface HeadlineGrid {
  rows: number;
  scale: number;
}

/**
 * The band's layout in a body of `band` px: one row of `count` tiles, or two rows when that lets the type grow more
 * (a tall slot, whose width the page caps: 2× the 1460×150 minimum is 1892×300), at the largest type scale step
 * whose text fits a tile both ways; never below `floor` (the frame's own scale, 大字). One row until measured.
 */
export function headlineGrid(band: SlotSize | undefined, count: number, floor: number): HeadlineGrid {
  if (!band) return { rows: 1, scale: floor };
  let best: HeadlineGrid = { rows: 1, scale: 0 };
  for (const rows of [1, 2]) {
    const columns = Math.ceil(count / rows);
    const tile = {
      width: (band.width - (columns - 1) * TILE_GAP) / columns,
      height: (band.height - (rows - 1) * TILE_GAP) / rows,
    };
    const fits = Math.min(tile.width / TILE_NEED.width, tile.height / TILE_NEED.height);
    const scale = TYPE_SCALE_STEPS.filter((step) => step <= fits + 1e-6).at(-1) ?? 1;
    if (scale > best.scale) best = { rows, scale };
  }
  return { rows: best.rows, scale: Math.max(best.scale, floor) };
}
