import { forwardRef, memo, useImperativeHandle, useRef } from 'react';
import Moveable, { type OnDrag, type OnResize, type OnResizeStart } from 'react-moveable';
import { DRAG_EDGES, type MovingEdges } from './snap';
import type { SlotRect } from './slot-edits';

/** What a gesture asks of the canvas: where the pointer would put the slot (page px), and when it ends. */
export interface MoverGesture {
  follow: (element: HTMLElement, raw: SlotRect, edges: MovingEdges, free: boolean) => void;
  end: (element: HTMLElement) => void;
  /** The selected slot's box now and the canvas scale (screen px per page px). */
  now: () => { rect: SlotRect; scale: number } | undefined;
}

/** The edges a resize handle moves, from react-moveable's direction ([-1|0|1, -1|0|1]). */
const edgesOf = ([dx, dy]: number[]): MovingEdges => ({
  left: dx === -1,
  right: dx === 1,
  top: dy === -1,
  bottom: dy === 1,
});

/** `rect` with the edges of direction (ex, ey) moved by the pointer's (dx, dy), page px. */
function resized(rect: SlotRect, ex: number, ey: number, dx: number, dy: number): SlotRect {
  return {
    x: rect.x + (ex === -1 ? dx : 0),
    y: rect.y + (ey === -1 ? dy : 0),
    w: rect.w + ex * dx,
    h: rect.h + ey * dy,
  };
}

export interface SlotMoverHandle {
  /** Redraws the handles on the target's box (after typed numbers, an undo or a new scale). */
  updateRect: () => void;
}

interface SlotMoverProps {
  target: HTMLElement;
  /** Read on each event (a ref's current value): the mover's props stay the same during a gesture. */
  gesture: { current: MoverGesture };
}

/**
 * react-moveable's handles on the selected slot. Memoised with stable props: a guide drawn mid-gesture re-renders the
 * canvas but never the mover, whose internal state a re-render would disturb (sizes landed off by tens of px).
 */
export const SlotMover = memo(
  forwardRef<SlotMoverHandle, SlotMoverProps>(function SlotMover({ target, gesture }, ref) {
    const moveable = useRef<Moveable>(null);
    useImperativeHandle(ref, () => ({ updateRect: () => moveable.current?.updateRect() }), []);
    // react-moveable types the browser event that moved it as `any`: a mouse or pointer event, or a touch (no pointer).
    const pointerOf = (inputEvent: unknown) => (inputEvent instanceof MouseEvent ? inputEvent : undefined);
    const onDrag = ({ target: element, left, top, inputEvent }: OnDrag) => {
      const now = gesture.current.now();
      if (now)
        gesture.current.follow(
          element as HTMLElement,
          { x: left / now.scale, y: top / now.scale, w: now.rect.w, h: now.rect.h },
          DRAG_EDGES,
          !!pointerOf(inputEvent)?.altKey,
        );
    };
    // A resize is measured from where the pointer went down: react-moveable sizes each step from the element's box,
    // which follows the snapped size, so its own numbers would carry each step's rounding into the next.
    const start = useRef<{ x: number; y: number } | null>(null);
    const onResizeStart = ({ inputEvent }: OnResizeStart) => {
      const pointer = pointerOf(inputEvent);
      start.current = pointer ? { x: pointer.clientX, y: pointer.clientY } : null;
    };
    const onResize = ({ target: element, width, height, drag, direction, inputEvent }: OnResize) => {
      const now = gesture.current.now();
      if (!now) return;
      const [ex, ey] = direction;
      const from = start.current;
      const pointer = pointerOf(inputEvent);
      const raw =
        from && pointer
          ? resized(now.rect, ex, ey, (pointer.clientX - from.x) / now.scale, (pointer.clientY - from.y) / now.scale)
          : { x: drag.left / now.scale, y: drag.top / now.scale, w: width / now.scale, h: height / now.scale };
      gesture.current.follow(element as HTMLElement, raw, edgesOf(direction), !!pointer?.altKey);
    };
    return (
      <Moveable
        ref={moveable}
        target={target}
        draggable
        resizable
        origin={false}
        onDrag={onDrag}
        onDragEnd={({ target: element, isDrag }) => {
          if (isDrag) gesture.current.end(element as HTMLElement);
        }}
        onResizeStart={onResizeStart}
        onResize={onResize}
        onResizeEnd={({ target: element, isDrag }) => {
          if (isDrag) gesture.current.end(element as HTMLElement);
        }}
      />
    );
  }),
);
