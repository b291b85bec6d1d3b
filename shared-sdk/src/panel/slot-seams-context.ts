import { createContext } from 'react';
import { seamFreeBox, seamsInBox, type Box, type Seam } from '../layouts/seams';

/** A slot's size and the seams that run through it (slot px): what its frame lays its panel out around. */
export interface SlotSeams {
  size: { w: number; h: number };
  seams: Seam[];
}

/** Provided by a slot that a spliced wall's seam runs through; absent everywhere else (the frame fills its slot). */
export const SlotSeamsContext = createContext<SlotSeams | null>(null);

/** A slot's seams from its box and the page's seams; null when none reaches it. */
export function slotSeamsOf(slot: Box, pageSeams: readonly Seam[] | undefined): SlotSeams | null {
  const seams = seamsInBox(slot, pageSeams ?? []);
  return seams.length ? { size: { w: slot.w, h: slot.h }, seams } : null;
}

/** Where the frame draws inside its slot: the slot's largest part between seams (the rest stays the page's background). */
export const frameBoxOf = (slotSeams: SlotSeams): Box => seamFreeBox(slotSeams.size, slotSeams.seams);
