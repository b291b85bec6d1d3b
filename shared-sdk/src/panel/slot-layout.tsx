import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { PanelSlot } from './panel-slot';

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

function RotatingSlot({ slot }: { slot: SlotSpec }) {
  const [index, setIndex] = useState(0);
  const count = slot.panels.length;
  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), slot.rotateMs ?? 20_000);
    return () => clearInterval(timer);
  }, [count, slot.rotateMs]);
  const panelId = slot.panels[index % count];
  return <PanelSlot key={panelId} panelId={panelId} title={slot.title} />;
}

/** Renders a {@link PageLayout}: each slot absolutely placed, each panel loaded at runtime. */
export function SlotLayout({ layout }: { layout: PageLayout }) {
  return (
    <Box sx={{ position: 'relative', width: layout.width, height: layout.height }}>
      {layout.slots.map((slot) => (
        <Box key={slot.id} data-slot={slot.id} sx={{ position: 'absolute', left: slot.x, top: slot.y, width: slot.w, height: slot.h }}>
          <RotatingSlot slot={slot} />
        </Box>
      ))}
    </Box>
  );
}
