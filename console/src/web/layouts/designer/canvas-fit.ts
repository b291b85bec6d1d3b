import {
  canvasSeamsOf,
  contentSizeOf,
  DEFAULT_CANVAS,
  seamsCrossed,
  seamsOnPage,
  type Canvas,
  type Seam,
} from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol/releases';
import type { SlotRect } from './slot-edits';
import type { MovingEdges } from './snap';

/** What the designer draws a page on: the group's canvas's main area and its seams in page px. */
export interface PageCanvas {
  canvas: { width: number; height: number };
  room: { width: number; height: number };
  seams: Seam[];
}

/** The page area of a group's canvas (null: the seed's) and its seams (a spliced wall's, the frames between tiles' screens), in page px. */
export function pageCanvasOf(canvas: Canvas | null | undefined): PageCanvas {
  const whole = canvas ?? DEFAULT_CANVAS;
  const room = contentSizeOf(whole);
  // The page starts under the header band: its seams are the canvas's moved up by the band's height.
  return {
    canvas: { width: whole.width, height: whole.height },
    room,
    seams: seamsOnPage(canvas ? canvasSeamsOf(canvas) : [], whole.height - room.height),
  };
}

const bandsOn = (seams: readonly Seam[], axis: 'x' | 'y') => seams.filter((s) => s.axis === axis);
/** The band `value` lies strictly inside, if any. */
const bandAt = (value: number, bands: readonly Seam[]) => bands.find((band) => band.from < value && value < band.to);

/**
 * An edge inside a seam's band, or within `reach` of it, goes to the band's side: a start edge (left, top) to its far
 * side, an end edge (right, bottom) to its near side, so two neighbours that shared an edge there keep the band between them.
 */
function offBand(start: number, end: number, bands: readonly Seam[], reach = 0): [number, number] {
  const near = (value: number) => bands.find((band) => band.from - reach < value && value < band.to + reach);
  const a = near(start);
  const b = near(end);
  return [a ? a.to : start, b ? b.from : end];
}

/** How far a template's scaled edge may cross a seam and still be moved onto it: a tenth of the page along that axis. */
const TEMPLATE_REACH = 0.1;

/**
 * A page drawn for another size (a template, another group's page) on this canvas: every slot in proportion to the
 * page area, then each edge that falls in a seam's band (or crosses it by a little) moved out of it. Neighbours that shared an edge still do
 * (or have the seam between them): edges are scaled and rounded alike.
 */
export function fitToCanvas(layout: PageLayout, target: PageCanvas): PageLayout {
  const sx = target.room.width / layout.width;
  const sy = target.room.height / layout.height;
  const xs = bandsOn(target.seams, 'x');
  const ys = bandsOn(target.seams, 'y');
  const slots = layout.slots.map((slot) => {
    const [left, right] = offBand(
      Math.round(slot.x * sx),
      Math.round((slot.x + slot.w) * sx),
      xs,
      target.room.width * TEMPLATE_REACH,
    );
    const [top, bottom] = offBand(
      Math.round(slot.y * sy),
      Math.round((slot.y + slot.h) * sy),
      ys,
      target.room.height * TEMPLATE_REACH,
    );
    return { ...slot, x: left, y: top, w: right - left, h: bottom - top };
  });
  return { ...layout, width: target.room.width, height: target.room.height, slots };
}

/** Where a gesture lands once its moving edges are out of the seams' bands (a drag moves the whole box to the nearer side). */
export function offSeams(rect: SlotRect, edges: MovingEdges, seams: readonly Seam[]): SlotRect {
  const axis = (
    start: number,
    size: number,
    moveStart: boolean,
    moveEnd: boolean,
    bands: readonly Seam[],
  ): [number, number] => {
    if (moveStart && moveEnd) {
      const band = bandAt(start, bands) ?? bandAt(start + size, bands);
      if (!band) return [start, size];
      const edge = bandAt(start, bands) === band ? start : start + size;
      const shift = edge - band.from < band.to - edge ? band.from - edge : band.to - edge;
      return [start + shift, size];
    }
    const [from, to] = offBand(moveStart ? start : -1, moveEnd ? start + size : -1, bands);
    const s = moveStart ? from : start;
    const e = moveEnd ? to : start + size;
    return [s, e - s];
  };
  const [x, w] = axis(rect.x, rect.w, edges.left, edges.right, bandsOn(seams, 'x'));
  const [y, h] = axis(rect.y, rect.h, edges.top, edges.bottom, bandsOn(seams, 'y'));
  return { x, y, w, h };
}

/** The seams' edges as zero-size neighbours: `snapRect` snaps to them (and draws their guides) as to any slot's edge. */
export function seamEdgesAsNeighbours(seams: readonly Seam[]): SlotRect[] {
  return seams.flatMap((s) =>
    [s.from, s.to].map((at) => (s.axis === 'x' ? { x: at, y: 0, w: 0, h: 0 } : { x: 0, y: at, w: 0, h: 0 })),
  );
}

/** Each slot that reaches into a seam, with the seams it crosses (its panel will draw only beside them). */
export function slotsAcrossSeams(layout: PageLayout, seams: readonly Seam[]): { slot: string; seams: Seam[] }[] {
  return layout.slots.flatMap((slot) => {
    const crossed = seamsCrossed(slot, seams);
    return crossed.length ? [{ slot: slot.id, seams: crossed }] : [];
  });
}
