import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@cockpit/shared-sdk';

/** Placement of the design canvas in a window: scale by the smaller ratio, centred (seed §1). */
export interface CanvasPlacement {
  scale: number;
  left: number;
  top: number;
}

/** Scale = min(width ratio, height ratio); the leftover space is split evenly (letterbox). */
export function canvasPlacement(width: number, height: number): CanvasPlacement {
  const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  return {
    scale,
    left: (width - DESIGN_WIDTH * scale) / 2,
    top: (height - DESIGN_HEIGHT * scale) / 2,
  };
}
