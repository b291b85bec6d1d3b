import { useState, type Dispatch, type SetStateAction } from 'react';
import { beatCount, useBeat } from '../animation/use-beat';

/**
 * Page state of a paged table on an unattended wall: the page is the fleet clock's beat count (every `intervalMs` on
 * the page's shared heartbeat) round the pages, so every tile of a canvas shows the same page whenever it mounted; it
 * holds while paused (hover) or while its panel is hidden. A page chosen by hand holds until the next beat.
 */
export function useAutoPager(total: number, pageSize: number, intervalMs = 15_000) {
  const [count, setCount] = useState(() => beatCount(intervalMs));
  const [chosen, setChosen] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  useBeat(intervalMs, () => { setCount(beatCount(intervalMs)); setChosen(null); }, pages > 1 && !paused);
  const pageNum = chosen ?? (count % pages) + 1;
  const setPageNum: Dispatch<SetStateAction<number>> = (value) => setChosen(typeof value === 'function' ? value(pageNum) : value);
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
