import { useCallback, useRef, useState } from 'react';
import { observeElementSize } from './element-size-observer';

/**
 * The layout height of whichever element the returned callback ref is attached to now (a table's first row changes
 * element as pages turn), from the page's shared ResizeObserver; undefined until measured (always in jsdom). The
 * last height is kept while no element is attached.
 */
export function useObservedHeight<T extends HTMLElement>(): [number | undefined, (element: T | null) => void] {
  const [height, setHeight] = useState<number>();
  const stop = useRef<(() => void) | undefined>(undefined);
  const ref = useCallback((element: T | null) => {
    stop.current?.();
    stop.current =
      element && typeof ResizeObserver !== 'undefined'
        ? observeElementSize(element, (size) => setHeight(size.height))
        : undefined;
  }, []);
  return [height, ref];
}
