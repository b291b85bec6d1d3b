import { useState } from 'react';
import { useBeat } from '../animation/use-beat';

/**
 * Page state of a paged table on an unattended wall: advances every `intervalMs` on the page's
 * shared heartbeat and wraps to page 1; holds while paused (hover) or while its panel is hidden.
 */
export function useAutoPager(total: number, pageSize: number, intervalMs = 15_000) {
  const [pageNum, setPageNum] = useState(1);
  const [paused, setPaused] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useBeat(intervalMs, () => setPageNum((p) => (p % pages) + 1), pages > 1 && !paused);
  return { pageNum: Math.min(pageNum, pages), pages, setPageNum, setPaused };
}

/**
 * {@link useAutoPager} whose page size is the number of rows that fit the table (hand `onRowsFit` to
 * {@link PagedTable}): `fallbackRows` until the table has measured itself. A slot twice as high pages twice as many rows.
 */
export function useFitPager(total: number, fallbackRows: number, intervalMs?: number) {
  const [pageSize, setPageSize] = useState(fallbackRows);
  const pager = useAutoPager(total, pageSize, intervalMs);
  return { ...pager, pageSize, onRowsFit: setPageSize };
}
