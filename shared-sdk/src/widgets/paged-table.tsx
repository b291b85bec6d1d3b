import { Box, Pagination, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useDeferredValue, useMemo, useRef, type ReactNode } from 'react';
import { useFittedRows } from './use-fitted-rows';

/** A column of a {@link PagedTable}. */
export interface TableColumn<T> {
  key: string;
  title: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  render: (row: T) => ReactNode;
  /** Row spans for this column (from `rowSpans`): 0 hides the cell, n merges n rows. */
  spans?: readonly number[];
}

interface PagedTableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Pagination; omitted for an unpaged table. */
  pageNum?: number;
  pages?: number;
  onPageChange?: (pageNum: number) => void;
  onRowClick?: (row: T) => void;
  /** Pauses auto paging while the pointer is over the table. */
  onHoverChange?: (hovering: boolean) => void;
  /** Hears how many whole rows fit the table's height (page size for {@link useFitPager}). */
  onRowsFit?: (rows: number) => void;
}

/**
 * An MUI table in the seed's colours (header #348ac5, active page #2989ff), optionally paged. It draws only
 * the rows that fit its height whole (never a half row behind the pager) and says how many fit (`onRowsFit`).
 */
export function PagedTable<T>({
  rows,
  columns,
  rowKey,
  pageNum,
  pages,
  onPageChange,
  onRowClick,
  onHoverChange,
  onRowsFit,
}: PagedTableProps<T>) {
  const { box, head, firstRow, fit } = useFittedRows(onRowsFit);
  // A page's rows render as a transition, which React slices into short tasks: a page turn's new rows arrive through
  // react-query's synchronous update, and 28 MUI cells rendered in one task made a long frame on a weak PC. The parts
  // are memoized so that synchronous pass renders none of them; the callers' callbacks are read when called.
  const shownRows = useDeferredValue(rows);
  const callbacks = useRef({ rowKey, onRowClick, onPageChange });
  callbacks.current = { rowKey, onRowClick, onPageChange };
  const clickable = onRowClick !== undefined;
  const header = useMemo(
    () => (
      <TableHead ref={head}>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.key} align={c.align} sx={{ width: c.width, whiteSpace: 'nowrap' }}>
              {c.title}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
    ),
    [columns, head],
  );
  const body = useMemo(() => {
    const shown = fit === undefined ? shownRows : shownRows.slice(0, fit);
    return (
      <TableBody>
        {shown.map((row, index) => (
          <TableRow
            ref={index === 0 ? firstRow : undefined}
            key={callbacks.current.rowKey(row)}
            hover={clickable}
            onClick={clickable ? () => callbacks.current.onRowClick?.(row) : undefined}
            sx={{ cursor: clickable ? 'pointer' : 'default' }}
          >
            {columns.map((c) => {
              const span = Math.min(c.spans?.[index] ?? 1, shown.length - index);
              if (span === 0) return null;
              return (
                <TableCell
                  key={c.key}
                  align={c.align}
                  rowSpan={span > 1 ? span : undefined}
                  sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 320 }}
                >
                  {c.render(row)}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    );
  }, [shownRows, fit, columns, clickable, firstRow]);
  const pager = useMemo(
    () =>
      pages !== undefined &&
      pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Pagination
            count={pages}
            page={pageNum}
            shape="rounded"
            size="small"
            onChange={(_, p) => callbacks.current.onPageChange?.(p)}
          />
        </Box>
      ),
    [pages, pageNum],
  );
  return (
    <Box
      onMouseEnter={() => onHoverChange?.(true)}
      onMouseLeave={() => onHoverChange?.(false)}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <TableContainer ref={box} sx={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        <Table size="small" stickyHeader>
          {header}
          {body}
        </Table>
      </TableContainer>
      {pager}
    </Box>
  );
}
