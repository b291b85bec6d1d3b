import { Box } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { COLORS, TABLE_HEADER_COLOR } from '../theme/palette';

/** A column of a {@link ScrollBoard}. */
export interface BoardColumn<T> {
  key: string;
  title: string;
  /** CSS flex grow weight (default 1). */
  flex?: number;
  render: (row: T) => ReactNode;
}

interface ScrollBoardProps<T> {
  rows: readonly T[];
  columns: readonly BoardColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Rows visible at once. */
  visibleRows?: number;
  rowHeight?: number;
  /** One row scrolls by every `intervalMs`. */
  intervalMs?: number;
  onRowClick?: (row: T) => void;
}

/** An auto-scrolling board for long lists; scrolling pauses while hovered or touched. */
export function ScrollBoard<T>({ rows, columns, rowKey, visibleRows = 6, rowHeight = 40, intervalMs = 2500, onRowClick }: ScrollBoardProps<T>) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const scrolls = rows.length > visibleRows;
  useEffect(() => {
    if (!scrolls || paused) return undefined;
    const timer = setInterval(() => setOffset((o) => (o + 1) % rows.length), intervalMs);
    return () => clearInterval(timer);
  }, [scrolls, paused, rows.length, intervalMs]);
  const shown = scrolls ? Array.from({ length: visibleRows }, (_, i) => rows[(offset + i) % rows.length]) : rows;
  const cells = (row: T) =>
    columns.map((c) => (
      <Box key={c.key} sx={{ flex: c.flex ?? 1, minWidth: 0, px: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {c.render(row)}
      </Box>
    ));
  return (
    <Box
      data-board
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      sx={{ fontSize: 16, color: COLORS.text }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', height: rowHeight, bgcolor: TABLE_HEADER_COLOR, color: '#fff', fontWeight: 600 }}>
        {columns.map((c) => (
          <Box key={c.key} sx={{ flex: c.flex ?? 1, minWidth: 0, px: 1, whiteSpace: 'nowrap' }}>{c.title}</Box>
        ))}
      </Box>
      {shown.map((row, i) => (
        <Box
          key={`${rowKey(row)}-${i}`}
          data-row
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          sx={{ display: 'flex', alignItems: 'center', height: rowHeight, cursor: onRowClick ? 'pointer' : 'default', bgcolor: i % 2 ? 'rgba(41,137,255,0.08)' : 'transparent', animation: 'cockpitRowIn 500ms ease-out', '@keyframes cockpitRowIn': { from: { opacity: 0.3 }, to: { opacity: 1 } } }}
        >
          {cells(row)}
        </Box>
      ))}
    </Box>
  );
}
