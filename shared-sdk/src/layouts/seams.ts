/** What seams are computed from (the fields of a canvas's `splice`). */
export interface SpliceSpec {
  cols: number;
  rows: number;
  panelPx: { width: number; height: number };
  panelMm: { width: number; height: number };
  bezelMm: { x: number; y: number };
}

/** A band of the canvas no picture reaches (a bezel): `[from, to)` px along one axis. */
export interface Seam {
  axis: 'x' | 'y';
  from: number;
  to: number;
}

/** A bezel's width in px at the panel's own pitch (BrightSign's rule: the picture goes on behind the frame). */
export function bezelPx(splice: SpliceSpec): { x: number; y: number } {
  return {
    x: Math.round((splice.bezelMm.x * splice.panelPx.width) / splice.panelMm.width),
    y: Math.round((splice.bezelMm.y * splice.panelPx.height) / splice.panelMm.height),
  };
}

/** The canvas of a spliced wall: every panel's pixels plus a bezel's worth between two neighbours (2×2 1080p, 30/35 px → 3870×2195). */
export function spliceSize(splice: SpliceSpec): { width: number; height: number } {
  const bezel = bezelPx(splice);
  return {
    width: splice.cols * splice.panelPx.width + (splice.cols - 1) * bezel.x,
    height: splice.rows * splice.panelPx.height + (splice.rows - 1) * bezel.y,
  };
}

/** Every seam of a spliced wall, in canvas px: the columns' (`x`) then the rows' (`y`). */
export function seamsOf(splice: SpliceSpec | undefined): Seam[] {
  if (!splice) return [];
  const bezel = bezelPx(splice);
  const along = (axis: 'x' | 'y', count: number, panel: number, gap: number): Seam[] =>
    gap === 0 ? [] : Array.from({ length: count - 1 }, (_, i) => ({ axis, from: (i + 1) * panel + i * gap, to: (i + 1) * (panel + gap) }));
  return [...along('x', splice.cols, splice.panelPx.width, bezel.x), ...along('y', splice.rows, splice.panelPx.height, bezel.y)];
}

/** A box on the canvas (a slot, a title, a text line). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The seams a box reaches into (a box that only touches a seam's edge does not). */
export function seamsCrossed(box: Box, seams: readonly Seam[]): Seam[] {
  return seams.filter((seam) => (seam.axis === 'x' ? box.x < seam.to && seam.from < box.x + box.w : box.y < seam.to && seam.from < box.y + box.h));
}

/** The seams in a page's own coordinates (the page starts `top` px below the canvas's top, under the header band). */
export const seamsOnPage = (seams: readonly Seam[], top: number): Seam[] =>
  seams.flatMap((seam) => (seam.axis === 'x' ? [seam] : seam.to <= top ? [] : [{ ...seam, from: Math.max(0, seam.from - top), to: seam.to - top }]));
