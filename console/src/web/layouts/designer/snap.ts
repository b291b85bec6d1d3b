import type { SlotRect } from './slot-edits';

/** The grid slots snap to, in page pixels. */
export const GRID_PX = 10;
/** How near (page px) an edge or centre must come to a neighbour's (or the page's) to snap to it: "a few px". */
export const SNAP_PX = 6;

/** Which edges of the box the gesture moves: all four for a drag, the dragged ones for a resize. */
export interface MovingEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
}

export const DRAG_EDGES: MovingEdges = { left: true, right: true, top: true, bottom: true };

/** A guide drawn while dragging: a vertical (`x`) or horizontal (`y`) line at `at`, from `from` to `to` (page px). */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

export interface SnapInput {
  /** Where the pointer would put the box, in page px (fractions allowed). */
  rect: SlotRect;
  edges: MovingEdges;
  /** The other slots of the page. */
  others: readonly SlotRect[];
  page: { width: number; height: number };
  grid?: number;
  threshold?: number;
}

/** One axis of a box: its start, size, and the lines that may snap (start, centre, end). */
interface Span {
  start: number;
  size: number;
}

const lines = (span: Span) => [span.start, span.start + span.size / 2, span.start + span.size];
/** Rounding to whole pixels may leave a snapped centre half a pixel off its target: still aligned. */
const aligned = (a: number, b: number) => Math.abs(a - b) <= 0.5;

/** Where neighbours and the page offer a line to snap to on one axis. */
function targetsOf(others: readonly Span[], pageSize: number): number[] {
  return [0, pageSize / 2, pageSize, ...others.flatMap(lines)];
}

/** The nearest target within `threshold` of any of `candidates` as a shift, or undefined. */
function nearestShift(candidates: number[], targets: number[], threshold: number): number | undefined {
  let best: number | undefined;
  for (const line of candidates) {
    for (const target of targets) {
      const shift = target - line;
      if (Math.abs(shift) <= threshold && (best === undefined || Math.abs(shift) < Math.abs(best))) best = shift;
    }
  }
  return best;
}

/** Snaps one axis: a neighbour's (or the page's) line within the threshold wins, else the moving edge goes to the grid. */
function snapAxis(
  span: Span,
  moveStart: boolean,
  moveEnd: boolean,
  targets: number[],
  grid: number,
  threshold: number,
): Span {
  const toGrid = (value: number) => Math.round(value / grid) * grid;
  if (moveStart && moveEnd) {
    const centre = span.start + span.size / 2;
    const shift = nearestShift([span.start, centre, span.start + span.size], targets, threshold);
    return { start: shift === undefined ? toGrid(span.start) : span.start + shift, size: span.size };
  }
  if (moveStart) {
    const end = span.start + span.size;
    const shift = nearestShift([span.start], targets, threshold);
    const start = shift === undefined ? toGrid(span.start) : span.start + shift;
    return { start, size: end - start };
  }
  if (moveEnd) {
    const shift = nearestShift([span.start + span.size], targets, threshold);
    const end = shift === undefined ? toGrid(span.start + span.size) : span.start + span.size + shift;
    return { start: span.start, size: end - span.start };
  }
  return span;
}

/** The guides for every line of `box` that now lies on a neighbour's line (or the page's centre), spanning both. */
function guidesFor(box: SlotRect, others: readonly SlotRect[], page: { width: number; height: number }): Guide[] {
  const guides: Guide[] = [];
  const seen = new Set<string>();
  const add = (guide: Guide) => {
    const key = `${guide.axis}:${guide.at}`;
    if (!seen.has(key)) guides.push(guide);
    seen.add(key);
  };
  for (const at of lines({ start: box.x, size: box.w })) {
    for (const other of others) {
      if (lines({ start: other.x, size: other.w }).some((line) => aligned(line, at)))
        add({ axis: 'x', at, from: Math.min(box.y, other.y), to: Math.max(box.y + box.h, other.y + other.h) });
    }
    if (aligned(at, page.width / 2)) add({ axis: 'x', at, from: 0, to: page.height });
  }
  for (const at of lines({ start: box.y, size: box.h })) {
    for (const other of others) {
      if (lines({ start: other.y, size: other.h }).some((line) => aligned(line, at)))
        add({ axis: 'y', at, from: Math.min(box.x, other.x), to: Math.max(box.x + box.w, other.x + other.w) });
    }
    if (aligned(at, page.height / 2)) add({ axis: 'y', at, from: 0, to: page.width });
  }
  return guides;
}

/**
 * Where a dragged or resized box lands: each moving edge (or, for a drag, the box's nearest line: an edge or its
 * centre) goes to a neighbour's edge or centre, or the page's, when one is within `threshold`; otherwise onto the
 * grid. A resize never turns a box inside out: an edge that would is left where the pointer put it. Whole pixels out.
 */
export function snapRect({ rect, edges, others, page, grid = GRID_PX, threshold = SNAP_PX }: SnapInput): {
  rect: SlotRect;
  guides: Guide[];
} {
  const xTargets = targetsOf(
    others.map((o) => ({ start: o.x, size: o.w })),
    page.width,
  );
  const yTargets = targetsOf(
    others.map((o) => ({ start: o.y, size: o.h })),
    page.height,
  );
  const x = snapAxis({ start: rect.x, size: rect.w }, edges.left, edges.right, xTargets, grid, threshold);
  const y = snapAxis({ start: rect.y, size: rect.h }, edges.top, edges.bottom, yTargets, grid, threshold);
  const snapped = {
    x: Math.round(x.size > 0 ? x.start : rect.x),
    y: Math.round(y.size > 0 ? y.start : rect.y),
    w: Math.round(x.size > 0 ? x.size : rect.w),
    h: Math.round(y.size > 0 ? y.size : rect.h),
  };
  return { rect: snapped, guides: guidesFor(snapped, others, page) };
}

/** The box as the pointer put it, only rounded to whole pixels: what a free drag (Alt, or snapping off) lands on. */
export function freeRect(rect: SlotRect): SlotRect {
  return { x: Math.round(rect.x), y: Math.round(rect.y), w: Math.round(rect.w), h: Math.round(rect.h) };
}
