import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@cockpit/shared-sdk';

/** Placement of the design canvas in a window: scale by the smaller ratio, centred (seed §1). */
export interface CanvasPlacement {
  scale: number;
  left: number;
  top: number;
}

/**
 * Scale = min(width ratio, height ratio); the leftover space is split evenly (letterbox). `size` is what the wall
 * shows of its canvas (the seed's 1920×1080 unless its group has a canvas, or a tile, of its own).
 */
export function canvasPlacement(
  width: number,
  height: number,
  size: { width: number; height: number } = { width: DESIGN_WIDTH, height: DESIGN_HEIGHT },
): CanvasPlacement {
  const scale = Math.min(width / size.width, height / size.height);
  return {
    scale,
    left: (width - size.width * scale) / 2,
    top: (height - size.height * scale) / 2,
  };
}
