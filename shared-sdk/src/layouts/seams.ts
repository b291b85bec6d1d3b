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
    gap === 0
      ? []
      : Array.from({ length: count - 1 }, (_, i) => ({
          axis,
          from: (i + 1) * panel + i * gap,
          to: (i + 1) * (panel + gap),
        }));
  return [
    ...along('x', splice.cols, splice.panelPx.width, bezel.x),
    ...along('y', splice.rows, splice.panelPx.height, bezel.y),
  ];
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
  return seams.filter((seam) =>
    seam.axis === 'x' ? box.x < seam.to && seam.from < box.x + box.w : box.y < seam.to && seam.from < box.y + box.h,
  );
}

/** The seams in a page's own coordinates (the page starts `top` px below the canvas's top, under the header band). */
export const seamsOnPage = (seams: readonly Seam[], top: number): Seam[] =>
  seams.flatMap((seam) =>
    seam.axis === 'x'
      ? [seam]
      : seam.to <= top
        ? []
        : [{ ...seam, from: Math.max(0, seam.from - top), to: seam.to - top }],
  );

/** The seams that reach into `box`, in the box's own px (a slot's seams, as its frame lays them out). */
export const seamsInBox = (box: Box, seams: readonly Seam[]): Seam[] =>
  seamsCrossed(box, seams).map((seam) => {
    const origin = seam.axis === 'x' ? box.x : box.y;
    const size = seam.axis === 'x' ? box.w : box.h;
    return { axis: seam.axis, from: Math.max(0, seam.from - origin), to: Math.min(size, seam.to - origin) };
  });

/** The stretches of `[0, size)` between the bands of `seams` (one axis). */
function stretches(size: number, bands: readonly Seam[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  let at = 0;
  for (const band of [...bands].sort((a, b) => a.from - b.from)) {
    if (band.from > at) out.push({ from: at, to: band.from });
    at = Math.max(at, band.to);
  }
  if (at < size) out.push({ from: at, to: size });
  return out;
}

/**
 * The largest part of a `w`×`h` box that no seam (in the box's own px) runs through: what a slot across a seam draws
 * its panel in, so no title or text lands on a bezel. The seams run the whole box, so the part is one cell of the
 * grid they cut; of equal ones, the first (left, then top). The whole box when no seam reaches it.
 */
export function seamFreeBox(size: { w: number; h: number }, seams: readonly Seam[]): Box {
  const xs = stretches(
    size.w,
    seams.filter((s) => s.axis === 'x'),
  );
  const ys = stretches(
    size.h,
    seams.filter((s) => s.axis === 'y'),
  );
  const widest = xs.reduce((best, s) => (s.to - s.from > best.to - best.from ? s : best), xs[0] ?? { from: 0, to: 0 });
  const tallest = ys.reduce((best, s) => (s.to - s.from > best.to - best.from ? s : best), ys[0] ?? { from: 0, to: 0 });
  return { x: widest.from, y: tallest.from, w: widest.to - widest.from, h: tallest.to - tallest.from };
}
