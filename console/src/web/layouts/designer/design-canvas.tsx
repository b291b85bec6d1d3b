import { Box } from '@mui/material';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Moveable, { type OnDrag, type OnResize } from 'react-moveable';
import type { PageLayout } from '../../../protocol/releases';
import { PANEL_DRAG_TYPE } from './panel-library';
import type { SlotRect } from './slot-edits';
import { SlotBox, slotBoxStyle } from './slot-box';

/** The grid slots snap to, in page pixels. */
export const GRID_PX = 10;
/** Arrow keys move by 1 px; with Shift by five grid steps, a visible jump on a 1920 px page. */
export const NUDGE = { small: 1, large: GRID_PX * 5 } as const;

type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
const isArrow = (key: string): key is ArrowKey => key.startsWith('Arrow');

interface DesignCanvasProps {
  layout: PageLayout;
  selected: string | null;
  faulty: ReadonlySet<string>;
  readOnly: boolean;
  onSelect: (slotId: string) => void;
  /** A drag or a handle moved slot `id` to `rect` (page px); the editor accepts or refuses it. */
  onPlace: (id: string, rect: SlotRect) => void;
  onNudge: (id: string, key: ArrowKey, step: number, resize: boolean) => void;
  /** A panel from the library dropped at `at` (page px, the new slot's centre). */
  onDropPanel: (panel: string, at: { x: number; y: number }) => void;
}

/** The canvas's width on screen, tracked as it resizes. */
function useCanvasWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The page at scale, every slot where the wall puts it. The selected slot is dragged and resized with react-moveable,
 * snapping to a grid and to its neighbours' edges with guides; where it ends is handed to the editor, which may refuse it.
 */
export function DesignCanvas({ layout, selected, faulty, readOnly, onSelect, onPlace, onNudge, onDropPanel }: DesignCanvasProps) {
  const [canvasRef, width] = useCanvasWidth();
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());
  const [target, setTarget] = useState<HTMLButtonElement | null>(null);
  const scale = width > 0 ? width / layout.width : 0;
  const current = layout.slots.find((s) => s.id === selected);

  useEffect(() => setTarget(selected ? slotRefs.current.get(selected) ?? null : null), [selected, layout]);

  // Where the drag or resize would put the slot, in screen px from the events; the element's inline box is put back
  // from the layout after, and the editor decides.
  const moved = useRef<{ left: number; top: number; width?: number; height?: number } | null>(null);
  const commit = (element: HTMLElement) => {
    const last = moved.current;
    moved.current = null;
    if (!current || !scale || !last) return;
    const rect = {
      x: Math.round(last.left / scale),
      y: Math.round(last.top / scale),
      w: last.width === undefined ? current.w : Math.round(last.width / scale),
      h: last.height === undefined ? current.h : Math.round(last.height / scale),
    };
    Object.assign(element.style, slotBoxStyle(current, layout));
    if (rect.x !== current.x || rect.y !== current.y || rect.w !== current.w || rect.h !== current.h) onPlace(current.id, rect);
  };
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
  const others = layout.slots.filter((s) => s.id !== selected).map((s) => slotRefs.current.get(s.id)).filter((e): e is HTMLButtonElement => !!e);
  return (
    <Box
      ref={canvasRef}
      role="group"
      aria-label={`页面画布 ${layout.width}×${layout.height}`}
      onDragOver={(event) => { if (!readOnly && event.dataTransfer.types.includes(PANEL_DRAG_TYPE)) event.preventDefault(); }}
      onDrop={onDrop}
      // isolation: the handles' own z-index (3000) stays inside the canvas, under a dialog such as 预览整页.
      sx={{ position: 'relative', isolation: 'isolate', width: '100%', aspectRatio: `${layout.width} / ${layout.height}`, bgcolor: '#020817', border: '1px solid rgba(64, 156, 255, 0.35)', boxSizing: 'content-box' }}
    >
      {layout.slots.map((slot) => (
        <SlotBox
          key={slot.id}
          ref={(node) => { if (node) slotRefs.current.set(slot.id, node); else slotRefs.current.delete(slot.id); }}
          slot={slot}
          layout={layout}
          selected={slot.id === selected}
          faulty={faulty.has(slot.id)}
          onSelect={() => onSelect(slot.id)}
          onKeyDown={onKeyDown(slot.id)}
        />
      ))}
      {target && scale > 0 && !readOnly && (
        <Moveable
          // A new canvas width redraws the handles where the slot now is (moveable does not watch its container).
          key={width}
          target={target}
          draggable
          resizable
          origin={false}
          snappable
          snapGridWidth={GRID_PX * scale}
          snapGridHeight={GRID_PX * scale}
          snapThreshold={6}
          isDisplaySnapDigit
          snapDirections={{ left: true, top: true, right: true, bottom: true, center: true, middle: true }}
          elementSnapDirections={{ left: true, top: true, right: true, bottom: true, center: true, middle: true }}
          elementGuidelines={others}
          onDrag={({ target: element, left, top }: OnDrag) => {
            moved.current = { left, top };
            Object.assign(element.style, { left: `${left}px`, top: `${top}px` });
          }}
          onDragEnd={({ target: element, isDrag }) => { if (isDrag) commit(element as HTMLElement); }}
          onResize={({ target: element, width: w, height: h, drag }: OnResize) => {
            moved.current = { left: drag.left, top: drag.top, width: w, height: h };
            Object.assign(element.style, { width: `${w}px`, height: `${h}px`, left: `${drag.left}px`, top: `${drag.top}px` });
          }}
          onResizeEnd={({ target: element, isDrag }) => { if (isDrag) commit(element as HTMLElement); }}
        />
      )}
    </Box>
  );
}
