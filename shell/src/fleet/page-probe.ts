import type { WallBeat } from '@cockpit/protocol';
import type { SlotPosition } from './slot-beats';

/** The page's scaled 1920x1080 design canvas (drawn by `ScaledCanvas`). */
export const canvasElement = (doc: Document = document): HTMLElement | null =>
  doc.querySelector<HTMLElement>('[data-canvas]');

/** The scale the shell applies to the canvas (its `data-scale`), 1 when there is none. */
export function canvasScale(canvas: Element | null): number {
  const scale = Number(canvas?.getAttribute('data-scale'));
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Every `[data-slot]` of the canvas with its box in design pixels (its on-screen box relative to the canvas, divided by the scale). */
export function slotPositions(canvas: Element | null): Map<string, SlotPosition> {
  const positions = new Map<string, SlotPosition>();
  if (!canvas) return positions;
  const scale = canvasScale(canvas);
  const origin = canvas.getBoundingClientRect();
  for (const slot of canvas.querySelectorAll('[data-slot]')) {
    const id = slot.getAttribute('data-slot');
    if (!id || positions.has(id)) continue;
    const box = slot.getBoundingClientRect();
    positions.set(id, {
      x: round((box.left - origin.left) / scale),
      y: round((box.top - origin.top) / scale),
      width: round(box.width / scale),
      height: round(box.height / scale),
    });
  }
  return positions;
}

/** The window and the canvas scale. */
export function viewport(
  canvas: Element | null,
  win: Pick<Window, 'innerWidth' | 'innerHeight'> = window,
): WallBeat['viewport'] {
  return {
    width: Math.max(0, Math.round(win.innerWidth)),
    height: Math.max(0, Math.round(win.innerHeight)),
    scale: canvasScale(canvas),
  };
}

/** Used JS heap in bytes where the browser tells it (Chromium's `performance.memory`). */
export function heapBytes(perf: Performance = performance): number | undefined {
  const used = (perf as Performance & { memory?: { usedJSHeapSize?: number } }).memory?.usedJSHeapSize;
  return typeof used === 'number' && Number.isFinite(used) && used >= 0 ? Math.round(used) : undefined;
}
