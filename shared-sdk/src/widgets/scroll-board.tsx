import { Box } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { useBeat } from '../animation/use-beat';
import { useEnterAnimation } from '../animation/use-enter-animation';
import { COLORS, TABLE_HEADER_COLOR, TABLE_HEADER_FONT_PX } from '../theme/palette';

/** The rows fade in as they move on: one opacity animation for the whole body (on the compositor). */
const ROWS_IN: Keyframe[] = [{ opacity: 0.3 }, { opacity: 1 }];
const ROWS_IN_TIMING: KeyframeAnimationOptions = { duration: 500, easing: 'ease-out' };

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
  /** One row scrolls by every `intervalMs` (in whole seconds: steps share the page's heartbeat). */
  intervalMs?: number;
  /** Draw the column titles above the rows (default true); without them each row says what it is. */
  header?: boolean;
  onRowClick?: (row: T) => void;
}

/**
 * An auto-scrolling board for long lists, one row on every `intervalMs` of the page's heartbeat;
 * scrolling pauses while hovered or touched, or while its panel is hidden. The row elements stay
 * in place (their content moves on), so a step re-renders text instead of re-mounting rows.
 */
export function ScrollBoard<T>({ rows, columns, rowKey, visibleRows = 6, rowHeight = 40, intervalMs = 2500, header = true, onRowClick }: ScrollBoardProps<T>) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const scrolls = rows.length > visibleRows;
  useBeat(intervalMs, () => setOffset((o) => (o + 1) % rows.length), scrolls && !paused);
  useEnterAnimation(body, offset, ROWS_IN, ROWS_IN_TIMING);
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
      {header && (
        <Box sx={{ display: 'flex', alignItems: 'center', height: rowHeight, bgcolor: TABLE_HEADER_COLOR, color: '#fff', fontWeight: 700, fontSize: TABLE_HEADER_FONT_PX }}>
          {columns.map((c) => (
            <Box key={c.key} sx={{ flex: c.flex ?? 1, minWidth: 0, px: 1, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{c.title}</Box>
          ))}
        </Box>
      )}
      <Box ref={body}>
        {shown.map((row, i) => (
          <Box
            key={scrolls ? i : rowKey(row)}
            data-row
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            sx={{ display: 'flex', alignItems: 'center', height: rowHeight, cursor: onRowClick ? 'pointer' : 'default', bgcolor: i % 2 ? 'rgba(41,137,255,0.08)' : 'transparent' }}
          >
            {cells(row)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
