import { Box } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { firstPosition, nextPosition, useBeat } from '../animation/use-beat';
import { useEnterAnimation } from '../animation/use-enter-animation';
import { rowsThatFit } from '../sizing/rows-that-fit';
import { typeSize } from '../sizing/type-scale';
import { useTypeScale } from '../sizing/type-scale-context';
import { useElementSize } from '../sizing/use-element-size';
import { COLORS, TABLE_HEADER_COLOR, TABLE_HEADER_FONT_PX } from '../theme/palette';

/**
 * The rows fade in as they move on: one opacity animation for the whole body (on the compositor). Every
 * animation a step starts costs the page's main thread frames at its start and its end, so the page's
 * step animations (boards, tickers, page dots) share this timing and start in one heartbeat task: their
 * frames are the same frames.
 */
const ROWS_IN: Keyframe[] = [{ opacity: 0.3 }, { opacity: 1 }];
const ROWS_IN_TIMING: KeyframeAnimationOptions = { duration: 500, easing: 'ease-out' };
/** The body keeps its compositor layer between steps: no re-layerizing of the page when a fade starts and ends. */
const BODY_STYLE: CSSProperties = { willChange: 'opacity' };
const CELL_STYLE: CSSProperties = {
  minWidth: 0,
  paddingLeft: 8,
  paddingRight: 8,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

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
  /** Rows visible at once until the board has measured its height; then as many whole rows as fit it. */
  visibleRows?: number;
  /** Row height in design px at type scale 1 (it grows with the panel's type scale). */
  rowHeight?: number;
  /** One row scrolls by every `intervalMs` (in whole seconds: steps share the page's heartbeat). */
  intervalMs?: number;
  /** Draw the column titles above the rows (default true); without them each row says what it is. */
  header?: boolean;
  onRowClick?: (row: T) => void;
  /** Hears how many whole rows fit the board's height (a paging board's page size, {@link useFitPager}). */
  onRowsFit?: (rows: number) => void;
}

/**
 * An auto-scrolling board for long lists, one row on every `intervalMs` of the page's heartbeat; it fills
 * its box's height with as many whole rows as fit (its box is the parent's height);
 * scrolling pauses while hovered or touched, or while its panel is hidden. The row elements stay
 * in place (their content moves on), so a step re-renders text instead of re-mounting rows.
 */
export function ScrollBoard<T>({
  rows,
  columns,
  rowKey,
  visibleRows = 6,
  rowHeight = 40,
  intervalMs = 2500,
  header = true,
  onRowClick,
  onRowsFit,
}: ScrollBoardProps<T>) {
  // On a tile of a canvas the fleet clock's beat count, not a count from mount: every tile shows the same rows.
  const [count, setCount] = useState(() => firstPosition(intervalMs));
  const [paused, setPaused] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  const scaledRow = rowHeight * useTypeScale();
  const fitting = size ? rowsThatFit(size.height, scaledRow, header ? scaledRow : 0) : visibleRows;
  const scrolls = rows.length > fitting;
  useEffect(() => {
    if (size) onRowsFit?.(fitting);
    // Reported when the count changes; the listener is the caller's state setter.
  }, [fitting, size !== undefined]);
  useBeat(intervalMs, () => setCount((c) => nextPosition(intervalMs, c)), scrolls && !paused);
  const offset = rows.length ? count % rows.length : 0;
  useEnterAnimation(body, offset, ROWS_IN, ROWS_IN_TIMING);
  const shown = scrolls ? Array.from({ length: fitting }, (_, i) => rows[(offset + i) % rows.length]) : rows;
  // Rows and cells are plain elements with styles made once per board, not per step: a step re-renders
  // every visible row, and MUI's `sx` on each of them cost the wall a few ms of script per step.
  const cellStyles = useMemo(() => columns.map((c) => ({ ...CELL_STYLE, flex: c.flex ?? 1 })), [columns]);
  const rowStyles = useMemo(
    () =>
      [0, 1].map((odd): CSSProperties => ({
        display: 'flex',
        alignItems: 'center',
        height: typeSize(rowHeight),
        cursor: onRowClick ? 'pointer' : 'default',
        background: odd ? 'rgba(41,137,255,0.08)' : 'transparent',
      })),
    [rowHeight, onRowClick !== undefined],
  );
  const cells = (row: T) =>
    columns.map((c, i) => (
      <div key={c.key} style={cellStyles[i]}>
        {c.render(row)}
      </div>
    ));
  return (
    <Box
      ref={box}
      data-board
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      sx={{ height: '100%', overflow: 'hidden', fontSize: typeSize(16), color: COLORS.text }}
    >
      {header && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            height: typeSize(rowHeight),
            bgcolor: TABLE_HEADER_COLOR,
            color: '#fff',
            fontWeight: 700,
            fontSize: typeSize(TABLE_HEADER_FONT_PX),
          }}
        >
          {columns.map((c) => (
            <Box
              key={c.key}
              sx={{
                flex: c.flex ?? 1,
                minWidth: 0,
                px: 1,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {c.title}
            </Box>
          ))}
        </Box>
      )}
      <div ref={body} style={scrolls ? BODY_STYLE : undefined}>
        {shown.map((row, i) => (
          <div
            key={scrolls ? i : rowKey(row)}
            data-row
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            style={rowStyles[i % 2]}
          >
            {cells(row)}
          </div>
        ))}
      </div>
    </Box>
  );
}
