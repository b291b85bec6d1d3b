import {
  CHART_PALETTE,
  COLORS,
  useAutoPager,
  useEnterAnimation,
  useMotionsOn,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useEffect, useRef, type RefObject } from 'react';
import type { UtilizationData, UtilizationRow } from './use-utilization-data';

/** Ranks shown at once; the ranking pages on by itself. */
export const RANKS_PER_PAGE = 7;

/** Each new page of ranks fades in (opacity only, on the compositor). */
const PAGE_IN: Keyframe[] = [{ opacity: 0.2 }, { opacity: 1 }];
const PAGE_IN_TIMING: KeyframeAnimationOptions = { duration: 600, easing: 'ease-out' };

/** Badge colours of ranks 1-3 (gold, silver-blue, bronze); the rest are plain. */
const MEDALS = [CHART_PALETTE[2], CHART_PALETTE[7], CHART_PALETTE[3]];

/**
 * The bar's width is set once per value; a change grows it from the old width by `transform`
 * (FLIP), on the compositor: a `width` transition would lay the page out on every frame.
 */
function useGrowFrom(bar: RefObject<HTMLElement | null>, rate: number) {
  const previous = useRef(rate);
  const running = useMotionsOn();
  useEffect(() => {
    const from = previous.current;
    previous.current = rate;
    const element = bar.current;
    // A hidden panel or page shows the new width at once, as every animation of the wall does.
    if (!running || !element || from === rate || rate <= 0 || typeof element.animate !== 'function') return undefined;
    const animation = element.animate([{ transform: `scaleX(${from / rate})` }, { transform: 'none' }], {
      duration: 800,
      easing: 'ease-out',
    });
    return () => animation.cancel();
  }, [bar, rate, running]);
}

function RankRow({ row }: { row: UtilizationRow }) {
  const bar = useRef<HTMLDivElement>(null);
  useGrowFrom(bar, row.rate);
  const medal = MEDALS[row.rank - 1];
  const color = row.rate >= 80 ? CHART_PALETTE[3] : row.rate >= 50 ? CHART_PALETTE[1] : CHART_PALETTE[0];
  return (
    <Box
      data-rank={row.rank}
      title={`${row.name} ${row.model}：使用率 ${row.rate}%，累计机时 ${row.serviceHours} 小时`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, height: 40 }}
    >
      <Box
        sx={{
          flex: '0 0 30px',
          height: 26,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: typeSize(16),
          fontWeight: 700,
          color: medal ? '#0b1f4a' : COLORS.text,
          bgcolor: medal ?? 'rgba(41,137,255,0.25)',
          clipPath: 'polygon(15% 0, 100% 0, 85% 100%, 0 100%)',
        }}
      >
        {row.rank}
      </Box>
      <Box
        sx={{
          flex: '0 0 290px',
          minWidth: 0,
          fontSize: typeSize(16),
          color: COLORS.text,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {row.name}
        <Box component="span" sx={{ color: COLORS.muted, fontSize: typeSize(15), ml: 0.75 }}>
          {row.model}
        </Box>
      </Box>
      <Box sx={{ flex: 1, height: 10, bgcolor: 'rgba(41,137,255,0.12)', borderRadius: 5, overflow: 'hidden' }}>
        <Box
          ref={bar}
          data-bar
          sx={{
            width: `${row.rate}%`,
            height: '100%',
            borderRadius: 5,
            transformOrigin: 'left',
            background: `linear-gradient(90deg, ${color}55, ${color})`,
            boxShadow: `0 0 6px ${color}`,
          }}
        />
      </Box>
      <Box sx={{ flex: '0 0 66px', textAlign: 'right', fontSize: typeSize(20), fontWeight: 700, color }}>
        {row.rate.toFixed(1)}%
      </Box>
      <Box
        sx={{ flex: '0 0 92px', textAlign: 'right', fontSize: typeSize(15), color: COLORS.muted, whiteSpace: 'nowrap' }}
      >
        {row.serviceHours.toLocaleString('zh-CN')} 小时
      </Box>
    </Box>
  );
}

/** Instruments ranked by utilisation, a bar each, paging through all ranks; hover pauses. */
export function UtilizationView({ data }: PanelViewProps<UtilizationData>) {
  const pager = useAutoPager(data.rows.length, RANKS_PER_PAGE, 12_000);
  const list = useRef<HTMLDivElement>(null);
  useEnterAnimation(list, pager.pageNum, PAGE_IN, PAGE_IN_TIMING);
  const start = (pager.pageNum - 1) * RANKS_PER_PAGE;
  const shown = data.rows.slice(start, start + RANKS_PER_PAGE);
  return (
    <Box
      onMouseEnter={() => pager.setPaused(true)}
      onMouseLeave={() => pager.setPaused(false)}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: typeSize(15),
          color: COLORS.muted,
          pb: 0.5,
          borderBottom: `1px solid ${COLORS.panelBorder}`,
        }}
      >
        <span>排名 · 仪器</span>
        <span>
          使用率 · 累计机时（第 {pager.pageNum}/{pager.pages} 页）
        </span>
      </Box>
      <Box
        ref={list}
        sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-around' }}
      >
        {shown.map((row) => (
          <RankRow key={row.id} row={row} />
        ))}
      </Box>
    </Box>
  );
}
