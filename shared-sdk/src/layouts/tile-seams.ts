import { seamsOf, type Seam, type SpliceSpec } from './seams';

/** What tile seams are computed from: the tiles' rectangles and their screens' frames (`tileBezel` of a canvas). */
interface TiledSpec {
  tiles?: readonly { x: number; y: number; width: number; height: number }[];
  tileBezel?: { screenMm: { width: number; height: number }; bezelMm: { x: number; y: number } };
  splice?: SpliceSpec;
}

/** The band `[from, to)` between an edge and its neighbour's start, at least `px` wide, centred on the gap. */
function band(axis: 'x' | 'y', edge: number, next: number, px: number): Seam | undefined {
  const width = Math.max(next - edge, px);
  if (width <= 0) return undefined;
  const from = Math.round((edge + next - width) / 2);
  return { axis, from, to: from + width };
}

/**
 * The seams between the screens of a canvas's tiles (canvas px): where two tiles meet (side by side, or with a gap no
 * wider than the frame), the frame between their screens' pictures, `bezelMm` at the left (or upper) screen's pitch
 * (its px over `screenMm`), centred on the meeting line, or the gap itself when wider. None without `tileBezel`.
 */
export function tileSeamsOf({ tiles = [], tileBezel }: TiledSpec): Seam[] {
  if (!tileBezel) return [];
  const found = new Map<string, Seam>();
  for (const a of tiles) {
    const px = {
      x: Math.round((tileBezel.bezelMm.x * a.width) / tileBezel.screenMm.width),
      y: Math.round((tileBezel.bezelMm.y * a.height) / tileBezel.screenMm.height),
    };
    const right = a.x + a.width;
    const bottom = a.y + a.height;
    for (const b of tiles) {
      const besideX = a.y < b.y + b.height && b.y < bottom && b.x >= right && b.x - right <= px.x;
      const besideY = a.x < b.x + b.width && b.x < right && b.y >= bottom && b.y - bottom <= px.y;
      const seam = besideX ? band('x', right, b.x, px.x) : besideY ? band('y', bottom, b.y, px.y) : undefined;
      if (seam) found.set(`${seam.axis} ${seam.from} ${seam.to}`, seam);
    }
  }
  return [...found.values()];
}

/** Every seam of a canvas: a spliced wall's and those between its tiles' screens. */
export const canvasSeamsOf = (canvas: TiledSpec): Seam[] => [...seamsOf(canvas.splice), ...tileSeamsOf(canvas)];
