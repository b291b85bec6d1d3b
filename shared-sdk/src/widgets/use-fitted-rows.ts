import { useLayoutEffect, useRef } from 'react';
import { rowsThatFit } from '../sizing/rows-that-fit';
import { useElementSize } from '../sizing/use-element-size';
import { useObservedHeight } from '../sizing/use-observed-height';

/**
 * How many whole body rows of a table fit its box: the box's height less its header's, over one drawn
 * row's height (measured, so the type scale and the panel's own row styles count). Undefined until a
 * row has been drawn and measured (and always in jsdom); `onRowsFit` hears each new count.
 * The heights come from the page's shared ResizeObserver after the browser's own layout: reading them in a layout
 * effect after every render forced a layout of the page at each page turn and data refresh.
 */
export function useFittedRows(onRowsFit?: (rows: number) => void) {
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const [headHeight, head] = useObservedHeight<HTMLTableSectionElement>();
  const [rowHeight, firstRow] = useObservedHeight<HTMLTableRowElement>();
  const fit = size && rowHeight ? rowsThatFit(size.height, rowHeight, headHeight ?? 0) : undefined;
  const report = useRef(onRowsFit);
  report.current = onRowsFit;
  useLayoutEffect(() => {
    if (fit !== undefined) report.current?.(fit);
  }, [fit]);
  return { box, head, firstRow, fit };
}
