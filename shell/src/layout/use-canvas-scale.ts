import { DESIGN_HEIGHT, DESIGN_WIDTH, RESIZE_DEBOUNCE_MS } from '@cockpit/shared-sdk';
import { useEffect, useState } from 'react';
import { debounceTime, fromEvent } from 'rxjs';
import { canvasPlacement, type CanvasPlacement } from './canvas-scale';

const SEED_SIZE = { width: DESIGN_WIDTH, height: DESIGN_HEIGHT };

/**
 * The placement of `size` (what the wall shows of its canvas; the seed's 1920×1080 by default) in the window,
 * applied on mount and when the size changes, recomputed on resize after a 400 ms debounce; on unmount the
 * listener is released and the page's own styles are restored.
 */
export function useCanvasScale(size: { width: number; height: number } = SEED_SIZE): CanvasPlacement {
  const current = () => canvasPlacement(window.innerWidth, window.innerHeight, size);
  const [placement, setPlacement] = useState<CanvasPlacement>(current);
  const { width, height } = size;
  useEffect(() => {
    const { style } = document.body;
    const previous = { overflow: style.overflow, background: style.background };
    style.overflow = 'hidden';
    style.background = '#020816';
    const place = () => setPlacement(canvasPlacement(window.innerWidth, window.innerHeight, { width, height }));
    place();
    const subscription = fromEvent(window, 'resize').pipe(debounceTime(RESIZE_DEBOUNCE_MS)).subscribe(place);
    return () => {
      subscription.unsubscribe();
      style.overflow = previous.overflow;
      style.background = previous.background;
    };
  }, [width, height]);
  return placement;
}
