import { RESIZE_DEBOUNCE_MS } from '@cockpit/shared-sdk';
import { useEffect, useState } from 'react';
import { debounceTime, fromEvent } from 'rxjs';
import { canvasPlacement, type CanvasPlacement } from './canvas-scale';

const current = () => canvasPlacement(window.innerWidth, window.innerHeight);

/**
 * The canvas placement for the window, applied on mount, recomputed on resize after a 400 ms
 * debounce; on unmount the listener is released and the page's own styles are restored.
 */
export function useCanvasScale(): CanvasPlacement {
  const [placement, setPlacement] = useState<CanvasPlacement>(current);
  useEffect(() => {
    const { style } = document.body;
    const previous = { overflow: style.overflow, background: style.background };
    style.overflow = 'hidden';
    style.background = '#020816';
    setPlacement(current());
    const subscription = fromEvent(window, 'resize')
      .pipe(debounceTime(RESIZE_DEBOUNCE_MS))
      .subscribe(() => setPlacement(current()));
    return () => {
      subscription.unsubscribe();
      style.overflow = previous.overflow;
      style.background = previous.background;
    };
  }, []);
  return placement;
}
