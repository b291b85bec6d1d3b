import type { PageLayout } from '@cockpit/shared-sdk';
import type { Seam } from '@cockpit/shared-sdk/layout-schema';
import type { WallShape } from './wall-shape';

/**
 * The layout as this wall draws it: the seams travel with it (each slot's frame lays its panel out beside the seams it
 * spans), and a wall showing one tile of its canvas leaves out the slots that lie wholly outside its tile. Each tile
 * then renders and turns only its own slots: the other tiles' rotations cost it nothing at their moments.
 * `top` is where the page starts on the canvas (under the header band).
 */
export function pageOnWall(
  layout: PageLayout | null,
  seams: readonly Seam[],
  shape: Pick<WallShape, 'view' | 'tile'>,
  top: number,
): PageLayout | null {
  if (!layout || (!seams.length && !shape.tile)) return layout;
  const { view } = shape;
  const inView = (slot: PageLayout['slots'][number]) =>
    slot.x < view.x + view.width &&
    view.x < slot.x + slot.w &&
    slot.y + top < view.y + view.height &&
    view.y < slot.y + top + slot.h;
  const slots = shape.tile ? layout.slots.filter(inView) : layout.slots;
  return { ...layout, slots, ...(seams.length ? { seams } : {}) };
}
