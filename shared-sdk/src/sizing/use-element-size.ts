import { useLayoutEffect, useState, type RefObject } from 'react';
import type { SlotSize } from './type-scale';

/**
 * The element's layout size (design px), kept current by a ResizeObserver; undefined until measured and where
 * nothing lays out (jsdom measures 0 × 0). The observer is released on unmount.
 */
export function useElementSize(element: RefObject<HTMLElement | null>): SlotSize | undefined {
  const [size, setSize] = useState<SlotSize>();
  useLayoutEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const width = target.offsetWidth;
      const height = target.offsetHeight;
      if (!width || !height) return;
      setSize((before) => (before?.width === width && before.height === height ? before : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
