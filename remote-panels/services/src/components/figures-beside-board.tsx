import {
  ScrollBoard,
  typeSize,
  useFitPager,
  usePanelQuery,
  type BoardColumn,
  type Page,
  type PanelData,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PageNote } from './page-note';

/** A board's page hook: page `pageNum` of `pageSize` rows (the first size by default), refreshed every `refreshMs`. */
type UsePage<T> = (pageNum: number, refreshMs: number, pageSize?: number) => PanelData<Page<T>>;

/** The page hook of a board's list: `fetchPage`'s answer, cached under `['services', name, pageNum, pageSize]`. */
export function pageQuery<T>(
  name: string,
  fetchPage: (pageNum: number, signal: AbortSignal, pageSize: number) => Promise<Page<T>>,
  firstSize: number,
): UsePage<T> {
  return function usePage(pageNum, refreshMs, pageSize = firstSize) {
    return usePanelQuery(
      ['services', name, pageNum, pageSize],
      (signal) => fetchPage(pageNum, signal, pageSize),
      refreshMs,
    );
  };
}

/** What a paging board shows: its columns, its first page size (until it has measured itself) and its page hook. */
export interface PagedBoard<T> {
  columns: readonly BoardColumn<T>[];
  pageSize: number;
  usePage: UsePage<T>;
}

interface FiguresBesideBoardProps<T> {
  board: PagedBoard<T>;
  /** Page 1 as the frame loaded it: its rows until the board pages on or fits another size. */
  first: Page<T>;
  /** The figures' column, design px wide, and how it spreads the figures (the page note under them). */
  width: number;
  justify: 'space-around' | 'space-between';
  onRowClick?: (row: T) => void;
  children: ReactNode;
}

/** Figures and the page note in a column beside an auto-paging board (hover holds the page). */
export function FiguresBesideBoard<T extends { id: number }>(props: FiguresBesideBoardProps<T>) {
  const { board, first, width, justify, onRowClick, children } = props;
  const pager = useFitPager(first.total, board.pageSize, 9_000);
  const page = board.usePage(pager.pageNum, 60_000, pager.pageSize);
  const rows = (pager.pageNum === 1 && pager.pageSize === board.pageSize ? first : (page.data ?? first)).rows;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, height: '100%' }}>
      <Box
        sx={{
          width: typeSize(width),
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: justify,
        }}
      >
        {children}
        <PageNote pageNum={pager.pageNum} pages={pager.pages} />
      </Box>
      <Box
        sx={{ flex: 1, minWidth: 0 }}
        onMouseEnter={() => pager.setPaused(true)}
        onMouseLeave={() => pager.setPaused(false)}
      >
        <ScrollBoard
          rows={rows}
          columns={board.columns}
          rowKey={(row) => row.id}
          visibleRows={board.pageSize}
          rowHeight={30}
          onRowsFit={pager.onRowsFit}
          onRowClick={onRowClick}
        />
      </Box>
    </Box>
  );
}
