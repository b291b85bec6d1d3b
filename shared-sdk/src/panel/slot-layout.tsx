import { Box } from '@mui/material';
import { RotatingSlot } from '../slots/rotating-slot';

/** One slot of an index page's layout, in design-canvas px relative to the page's main area. */
export interface SlotSpec {
  /** Stable slot id (used as key and `data-slot`). */
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** One panel id `<remote>/<panel>`, or several to rotate between. */
  panels: readonly string[];
  /** Rotation interval when several panels share the slot, ms (default 20 s). */
  rotateMs?: number;
  /** Title shown while the panel's remote loads. */
  title?: string;
}

/** A page layout: data, so moving or swapping a panel is a data change. */
export interface PageLayout {
  width: number;
  height: number;
  slots: readonly SlotSpec[];
}

/** Renders a {@link PageLayout}: each slot absolutely placed, each panel loaded at runtime (see {@link RotatingSlot}). */
export function SlotLayout({ layout }: { layout: PageLayout }) {
  return (
    <Box sx={{ position: 'relative', width: layout.width, height: layout.height }}>
      {layout.slots.map((slot) => (
        // By id, so a new layout leaves an unchanged slot mounted; a new panel list starts its rotation afresh.
        <RotatingSlot key={`${slot.id} ${slot.panels.join(' ')}`} slot={slot} />
      ))}
    </Box>
  );
}
