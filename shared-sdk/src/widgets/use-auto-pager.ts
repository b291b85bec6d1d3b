import { useState, type Dispatch, type SetStateAction } from 'react';
import { firstPosition, nextPosition, useBeat } from '../animation/use-beat';

/**
 * Page state of a paged table on an unattended wall: it steps every `intervalMs` on the page's shared heartbeat and
 * wraps to page 1; holds while paused (hover) or while its panel is hidden. On a tile of a canvas the page is the fleet
 * clock's beat count round the pages, so every tile shows the same page whenever it mounted (a page chosen by hand holds
 * until the next beat); on the seed's wall it counts from mount, and from a page chosen by hand.
 */
export function useAutoPager(total: number, pageSize: number, intervalMs = 15_000) {
  const [position, setPosition] = useState<{ count: number; chosen: number | null }>(() => ({
    count: firstPosition(intervalMs),
    chosen: null,
  }));
  const [paused, setPaused] = useState(false);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageOf = ({ count, chosen }: typeof position) => chosen ?? (count % pages) + 1;
  // Functional updates: two beats inside one render (a late tab catching up) each move the page.
  useBeat(
    intervalMs,
    () =>
      setPosition(({ count, chosen }) => ({
        count: nextPosition(intervalMs, chosen === null ? count : chosen - 1),
        chosen: null,
      })),
    pages > 1 && !paused,
  );
  const setPageNum: Dispatch<SetStateAction<number>> = (value) =>
    setPosition((p) => ({ ...p, chosen: typeof value === 'function' ? value(pageOf(p)) : value }));
  return { pageNum: Math.min(pageOf(position), pages), pages, setPageNum, setPaused };
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

/** What a {@link PagedTable} needs of a {@link useFitPager}: its page, its page turns, hover holding it, its fit. */
export function pagedTableProps(pager: ReturnType<typeof useFitPager>) {
  return {
    pageNum: pager.pageNum,
    pages: pager.pages,
    onPageChange: pager.setPageNum,
    onHoverChange: pager.setPaused,
    onRowsFit: pager.onRowsFit,
  };
}
