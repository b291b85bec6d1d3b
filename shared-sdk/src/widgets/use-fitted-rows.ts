import { useLayoutEffect, useRef, useState } from 'react';
import { rowsThatFit } from '../sizing/rows-that-fit';
import { useElementSize } from '../sizing/use-element-size';

/**
 * How many whole body rows of a table fit its box: the box's height less its header's, over one drawn
 * row's height (measured, so the type scale and the panel's own row styles count). Undefined until a
 * row has been drawn and measured (and always in jsdom); `onRowsFit` hears each new count.
 */
export function useFittedRows(onRowsFit?: (rows: number) => void) {
  const box = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  const firstRow = useRef<HTMLTableRowElement>(null);
  const size = useElementSize(box);
  const [fit, setFit] = useState<number>();
  const report = useRef(onRowsFit);
  report.current = onRowsFit;
  useLayoutEffect(() => {
    const rowHeight = firstRow.current?.offsetHeight ?? 0;
    if (!size || !rowHeight) return;
    const next = rowsThatFit(size.height, rowHeight, head.current?.offsetHeight ?? 0);
    if (next !== fit) {
      setFit(next);
      report.current?.(next);
    }
  });
  return { box, head, firstRow, fit };
}
