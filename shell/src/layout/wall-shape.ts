import { canvasSeamsOf, DEFAULT_CANVAS, type Canvas, type Seam, type Tile } from '@cockpit/shared-sdk/layout-schema';
import type { LayoutsFile } from '../layouts/layouts-schema';

/** What a wall draws: its group's canvas, the part of it this wall shows (the whole canvas, or its tile), the seams (a spliced wall's, or the frames between its tiles' screens). */
export interface WallShape {
  canvas: { width: number; height: number };
  /** The canvas rectangle on this wall's screen. */
  view: { x: number; y: number; width: number; height: number };
  /** The tile's id when the canvas is split over several walls. */
  tile?: string;
  seams: Seam[];
}

/** The seed's wall: the 1920×1080 canvas, whole, no seam. */
export const DEFAULT_SHAPE: WallShape = { canvas: DEFAULT_CANVAS, view: { x: 0, y: 0, ...DEFAULT_CANVAS }, seams: [] };

/** The shape a layouts file gives this wall (its canvas; its tile when the fleet named one). */
export function shapeOf(file: Pick<LayoutsFile, 'canvas' | 'tile'>): WallShape {
  const canvas: Canvas | undefined = file.canvas;
  if (!canvas) return DEFAULT_SHAPE;
  const size = { width: canvas.width, height: canvas.height };
  const tile: Tile | undefined = canvas.tiles?.find((t) => t.id === file.tile);
  const view = tile ? { x: tile.x, y: tile.y, width: tile.width, height: tile.height } : { x: 0, y: 0, ...size };
  return { canvas: size, view, ...(tile ? { tile: tile.id } : {}), seams: canvasSeamsOf(canvas) };
}
