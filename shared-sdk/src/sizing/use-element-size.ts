import { useLayoutEffect, useState, type RefObject } from 'react';
import { observeElementSize } from './element-size-observer';
import type { SlotSize } from './type-scale';

/**
 * The element's layout size (design px), kept current by the page's shared ResizeObserver (first reported in the
 * frame the element is laid out, before it is painted); undefined until measured and where nothing lays out (jsdom
 * has no ResizeObserver). The element is unobserved on unmount.
 */
export function useElementSize(element: RefObject<HTMLElement | null>): SlotSize | undefined {
  const [size, setSize] = useState<SlotSize>();
  useLayoutEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return undefined;
    return observeElementSize(target, ({ width, height }) =>
      setSize((before) => (before?.width === width && before.height === height ? before : { width, height })),
    );
  }, [element]);
  return size;
}
