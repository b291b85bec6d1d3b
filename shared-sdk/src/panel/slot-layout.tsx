import { Box } from '@mui/material';
import type { Seam } from '../layouts/seams';
import { RotatingSlot, type SlotSpec } from '../slots/rotating-slot';

/** A page layout: data, so moving or swapping a panel is a data change. */
export interface PageLayout {
  width: number;
  height: number;
  slots: readonly SlotSpec[];
  /** A spliced wall's seams on this page (page px), set by the shell: a slot across one draws its panel beside it. */
  seams?: readonly Seam[];
}

/** Renders a {@link PageLayout}: each slot absolutely placed, each panel loaded at runtime (see {@link RotatingSlot}). */
export function SlotLayout({ layout }: { layout: PageLayout }) {
  return (
    <Box sx={{ position: 'relative', width: layout.width, height: layout.height }}>
      {layout.slots.map((slot) => (
        // By id, so a new layout leaves an unchanged slot mounted; a new panel list starts its rotation afresh.
        <RotatingSlot key={`${slot.id} ${slot.panels.join(' ')}`} slot={slot} seams={layout.seams} />
      ))}
    </Box>
  );
}
