import { Box } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Seam } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol/releases';
import { offSeams, seamEdgesAsNeighbours } from './canvas-fit';
import { useFitScale } from './fit-canvas';
import { PANEL_DRAG_TYPE } from './panel-library';
import { freeRect, GRID_PX, snapRect, type Guide, type MovingEdges } from './snap';
import { SeamBands } from './seam-bands';
import { sameGuides, SnapGuides } from './snap-guides';
import type { SlotRect } from './slot-edits';
import { SlotBox, slotBoxStyle } from './slot-box';
import { SlotMover, type MoverGesture, type SlotMoverHandle } from './slot-mover';

/** Arrow keys move by 1 px; with Shift by five grid steps, a visible jump on a 1920 px page. */
export const NUDGE = { small: 1, large: GRID_PX * 5 } as const;

type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const isArrow = (key: string): key is ArrowKey => key.startsWith('Arrow');

interface DesignCanvasProps {
  layout: PageLayout;
  selected: string | null;
  faulty: ReadonlySet<string>;
  readOnly: boolean;
  /** Snap while dragging (the toolbar's 吸附); Alt held during a gesture drags freely either way. */
  snapping: boolean;
  /** Fit the page into the container's height as well as its width (the container has a height of its own). */
  fitHeight: boolean;
  onSelect: (slotId: string) => void;
  /** A drag or a handle moved slot `id` to `rect` (page px); the editor accepts or refuses it. */
  onPlace: (id: string, rect: SlotRect) => void;
  onNudge: (id: string, key: ArrowKey, step: number, resize: boolean) => void;
  /** A panel from the library dropped at `at` (page px, the new slot's centre). */
  onDropPanel: (panel: string, at: { x: number; y: number }) => void;
  /** A spliced wall's seams in page px: drawn, snapped to, and a moving edge never stops inside one. */
  seams?: readonly Seam[];
}

/**
 * The page at scale (fitted to the space it is given), every slot where the wall puts it. react-moveable drags and
 * resizes the selected slot; where each move lands (grid, neighbours' lines, guides) is `snapRect`'s decision, drawn
 * as it goes; where it ends is handed to the editor, which may refuse it.
 */
export function DesignCanvas({
  layout,
  selected,
  faulty,
  readOnly,
  snapping,
  fitHeight,
  onSelect,
  onPlace,
  onNudge,
  onDropPanel,
  seams = [],
}: DesignCanvasProps) {
  const [areaRef, scale] = useFitScale<HTMLDivElement>(layout, fitHeight);
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());
  const mover = useRef<SlotMoverHandle>(null);
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);
  const current = layout.slots.find((s) => s.id === selected);

  useEffect(() => setTarget(selected ? (slotRefs.current.get(selected) ?? null) : null), [selected, layout]);
  // Typed numbers, undo or a new scale move the box without a gesture: the handles follow it (moveable does not watch).
  useLayoutEffect(() => mover.current?.updateRect(), [current?.x, current?.y, current?.w, current?.h, scale, target]);

  // Where the gesture puts the slot now (page px, snapped); the element's box is put back from the layout at the end.
  const landed = useRef<SlotRect | null>(null);
  const follow = (element: HTMLElement, raw: SlotRect, edges: MovingEdges, free: boolean) => {
    if (!current) return;
    const others = [...layout.slots.filter((s) => s.id !== current.id), ...seamEdgesAsNeighbours(seams)];
    const snapped = snapping && !free ? snapRect({ rect: raw, edges, others, page: layout }) : undefined;
    const next = snapped
      ? { ...snapped, rect: offSeams(snapped.rect, edges, seams) }
      : { rect: freeRect(raw), guides: [] };
    landed.current = next.rect;
    Object.assign(element.style, slotBoxStyle(next.rect, layout));
    setGuides((shown) => (sameGuides(shown, next.guides) ? shown : next.guides));
  };
  const commit = (element: HTMLElement) => {
    const rect = landed.current;
    landed.current = null;
    setGuides([]);
    if (!current) return;
    Object.assign(element.style, slotBoxStyle(current, layout));
    mover.current?.updateRect();
    if (rect && (rect.x !== current.x || rect.y !== current.y || rect.w !== current.w || rect.h !== current.h))
      onPlace(current.id, rect);
  };
  // The mover reads this render's functions through a ref: its props never change mid-gesture.
  const gesture = useRef<MoverGesture>({ follow, end: commit, now: () => undefined });
  gesture.current = { follow, end: commit, now: () => (current && scale > 0 ? { rect: current, scale } : undefined) };
  const onKeyDown = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (readOnly || !isArrow(event.key)) return;
    event.preventDefault();
    onNudge(id, event.key, event.shiftKey ? NUDGE.large : NUDGE.small, event.ctrlKey || event.metaKey);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const panel = event.dataTransfer.getData(PANEL_DRAG_TYPE);
    if (!panel || !scale) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    onDropPanel(panel, { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale });
  };
  return (
    <Box ref={areaRef} sx={{ flex: 1, minHeight: 0, minWidth: 0 }}>
      <Box
        role="group"
        aria-label={`页面画布 ${layout.width}×${layout.height}`}
        onDragOver={(event) => {
          if (!readOnly && event.dataTransfer.types.includes(PANEL_DRAG_TYPE)) event.preventDefault();
        }}
        onDrop={onDrop}
        data-scale={scale.toFixed(4)}
        // isolation: the handles' own z-index (3000) stays inside the canvas, under a dialog such as 预览整页.
        sx={{
          position: 'relative',
          isolation: 'isolate',
          bgcolor: '#020817',
          outline: '1px solid rgba(64, 156, 255, 0.35)',
        }}
        style={{ width: layout.width * scale, height: layout.height * scale }}
      >
        {layout.slots.map((slot) => (
          <SlotBox
            key={slot.id}
            ref={(node) => {
              if (node) slotRefs.current.set(slot.id, node);
              else slotRefs.current.delete(slot.id);
            }}
            slot={slot}
            layout={layout}
            selected={slot.id === selected}
            faulty={faulty.has(slot.id)}
            onSelect={() => onSelect(slot.id)}
            onKeyDown={onKeyDown(slot.id)}
          />
        ))}
        <SeamBands seams={seams} layout={layout} />
        <SnapGuides guides={guides} layout={layout} />
        {target && scale > 0 && !readOnly && <SlotMover ref={mover} target={target} gesture={gesture} />}
      </Box>
    </Box>
  );
}
