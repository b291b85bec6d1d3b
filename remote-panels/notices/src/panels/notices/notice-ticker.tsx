import { COLORS } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
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

/**
 * A compact, header-less ticker of notices (type tag, title, date) that moves up one row at a time,
 * pausing while hovered or touched. Titles are API text and are rendered as React text only.
 */
export function NoticeTicker({ notices, visibleRows = 3, rowHeight = 28, intervalMs = 3000, onOpen }: NoticeTickerProps) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const scrolls = notices.length > visibleRows;
  useEffect(() => {
    if (!scrolls || paused) return undefined;
    const timer = setInterval(() => setOffset((o) => (o + 1) % notices.length), intervalMs);
    return () => clearInterval(timer);
  }, [scrolls, paused, notices.length, intervalMs]);
  const shown = scrolls ? Array.from({ length: visibleRows }, (_, i) => notices[(offset + i) % notices.length]) : notices;
  return (
    <Box
      data-ticker
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      sx={{ height: rowHeight * visibleRows, overflow: 'hidden' }}
    >
      {shown.map((notice, i) => (
        <Box
          key={`${notice.id}-${offset}-${i}`}
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
            ...(scrolls && { animation: 'noticeTickerUp 600ms ease-out', '@keyframes noticeTickerUp': { from: { transform: `translateY(${rowHeight}px)` }, to: { transform: 'none' } } }),
          }}
        >
          <Box component="span" sx={{ flex: 'none', fontSize: 15, lineHeight: '20px', px: 0.5, color: notice.typeColor, border: `1px solid ${notice.typeColor}`, borderRadius: 0.5 }}>
            {notice.type}
          </Box>
          <Box component="span" sx={{ flex: 1, minWidth: 0, fontSize: 16, color: COLORS.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {notice.title}
          </Box>
          <Box component="span" sx={{ flex: 'none', fontSize: 15, color: COLORS.muted, fontVariantNumeric: 'tabular-nums' }}>
            {notice.dateText}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
