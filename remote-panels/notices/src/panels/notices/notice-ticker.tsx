import { COLORS, useBeat, useEnterAnimation, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import type { NoticeRow } from './use-notices-data';

interface NoticeTickerProps {
  notices: readonly NoticeRow[];
  /** Rows visible at once. */
  visibleRows?: number;
  rowHeight?: number;
  /** The list moves up one row every `intervalMs`. */
  intervalMs?: number;
  onOpen: (notice: NoticeRow) => void;
}

/** A ticker row's height at type scale 1, px. */
export const TICKER_ROW_PX = 28;
/** Rows shown before the body is measured (and in the smallest slot). */
const DEFAULT_ROWS = 3;

/** How many whole rows of `rowHeight` fit a body `height` px high (at least one; three until it is measured). */
export function tickerRows(height: number | undefined, rowHeight: number): number {
  return height === undefined ? DEFAULT_ROWS : Math.max(1, Math.floor(height / rowHeight));
}

/**
 * The scroll boards' step timing (the SDK's ScrollBoard fades its rows in over 500 ms, ease-out): steps on one
 * heartbeat then start and end in the same frames, and every animation's start and end cost the page frames.
 */
const SLIDE_TIMING: KeyframeAnimationOptions = { duration: 500, easing: 'ease-out' };

/**
 * A compact, header-less ticker of notices (type tag, title, date) that moves up one row at a time,
 * pausing while hovered or touched. Titles are API text and are rendered as React text only.
 */
export function NoticeTicker({
  notices,
  visibleRows = DEFAULT_ROWS,
  rowHeight = TICKER_ROW_PX,
  intervalMs = 3000,
  onOpen,
}: NoticeTickerProps) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const scrolls = notices.length > visibleRows;
  useBeat(intervalMs, () => setOffset((o) => (o + 1) % notices.length), scrolls && !paused);
  // Fewer notices than rows: the list stands still, as tall as its rows.
  // The rows stay in place and the list slides up one row: one transform animation per step.
  const slideUp = useMemo<Keyframe[]>(
    () => [{ transform: `translateY(${rowHeight}px)` }, { transform: 'none' }],
    [rowHeight],
  );
  useEnterAnimation(list, offset, slideUp, SLIDE_TIMING, scrolls);
  const shown = scrolls
    ? Array.from({ length: visibleRows }, (_, i) => notices[(offset + i) % notices.length])
    : notices;
  return (
    <Box
      data-ticker
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      sx={{ height: rowHeight * Math.min(visibleRows, notices.length), overflow: 'hidden' }}
    >
      {/* Its own compositor layer between steps: no re-layerizing of the page when a slide starts and ends. */}
      <Box ref={list} sx={scrolls ? { willChange: 'transform' } : undefined}>
        {shown.map((notice, i) => (
          <Box
            key={scrolls ? i : notice.id}
            data-row
            role="button"
            tabIndex={0}
            title={notice.title}
            onClick={() => onOpen(notice)}
            onKeyDown={(event) => event.key === 'Enter' && onOpen(notice)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              height: rowHeight,
              px: 0.5,
              cursor: 'pointer',
              borderBottom: '1px dashed rgba(64,156,255,0.25)',
              '&:hover': { bgcolor: 'rgba(41,137,255,0.15)' },
            }}
          >
            <Box
              component="span"
              sx={{
                flex: 'none',
                fontSize: typeSize(15),
                lineHeight: typeSize(20),
                px: 0.5,
                color: notice.typeColor,
                border: `1px solid ${notice.typeColor}`,
                borderRadius: 0.5,
              }}
            >
              {notice.type}
            </Box>
            <Box
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                fontSize: typeSize(16),
                color: COLORS.text,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {notice.title}
            </Box>
            <Box
              component="span"
              sx={{ flex: 'none', fontSize: typeSize(15), color: COLORS.muted, fontVariantNumeric: 'tabular-nums' }}
            >
              {notice.dateText}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
