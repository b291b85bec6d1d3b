import { CHART_PALETTE, COLORS, useAutoPager, type PanelViewProps, typeSize } from '@cockpit/shared-sdk';
import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { Figure } from '../../components/figure';
import { LinkDialog, type IntroduceItem } from '../../components/link-dialog';
import type { IntroduceData } from './use-introduce-data';

/** Figures shown at once, and areas shown at once; both rotate on a timer. */
export const FIGURES_SHOWN = 2;
export const ITEMS_SHOWN = 3;

/**
 * Two whole lines and an ellipsis. The box must be exactly as tall as its lines: Chromium paints
 * whatever lines fit below the clamp, so a stretched flex item would show half of a third line.
 */
const clampSx = {
  flex: 1,
  alignSelf: 'flex-start',
  minWidth: 0,
  fontSize: typeSize(15),
  lineHeight: typeSize(22),
  color: COLORS.text,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

const chipSx = {
  minWidth: 0,
  height: 30,
  px: 1,
  fontSize: typeSize(15),
  color: COLORS.title,
  fontFamily: 'inherit',
  border: '1px solid rgba(64,156,255,0.5)',
  background: 'linear-gradient(90deg, rgba(41,137,255,0.3), rgba(41,137,255,0.08))',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: 'block',
  '&:hover': { borderColor: COLORS.accent },
} as const;

/** The hub introduction clamped to two lines, two figures and the hub's areas, each opening its link. */
export function IntroduceView({ data }: PanelViewProps<IntroduceData>) {
  // Both turn every 9 s, in one heartbeat task: each figure page counts its numbers up (12 frames of the
  // wall's main thread), so figures turning every 6 s on their own cost the page a third more frames.
  const figurePager = useAutoPager(data.figures.length, FIGURES_SHOWN, 9_000);
  const itemPager = useAutoPager(data.items.length, ITEMS_SHOWN, 9_000);
  const [item, setItem] = useState<IntroduceItem | null>(null);
  const figureStart = (figurePager.pageNum - 1) * FIGURES_SHOWN;
  const itemStart = (itemPager.pageNum - 1) * ITEMS_SHOWN;
  const figures = data.figures.slice(figureStart, figureStart + FIGURES_SHOWN);
  const items = data.items.slice(itemStart, itemStart + ITEMS_SHOWN);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, height: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minHeight: 0 }}>
        <Box data-intro title={data.title} sx={clampSx}>
          {data.content}
        </Box>
        {figures.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1.5, flexShrink: 0 }}>
            {figures.map((f, i) => (
              <Figure
                key={f.name}
                label={f.name}
                value={f.value}
                unit={f.unit}
                decimals={f.decimals}
                color={CHART_PALETTE[(figureStart + i + 1) % CHART_PALETTE.length]}
              />
            ))}
          </Box>
        )}
      </Box>
      {items.length > 0 && (
        <Box
          onMouseEnter={() => itemPager.setPaused(true)}
          onMouseLeave={() => itemPager.setPaused(false)}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${ITEMS_SHOWN}, 1fr)`, gap: 1, flexShrink: 0 }}
        >
          {items.map((it) => (
            <ButtonBase key={it.id} data-item={it.title} title={it.summary} onClick={() => setItem(it)} sx={chipSx}>
              {it.title}
            </ButtonBase>
          ))}
        </Box>
      )}
      <LinkDialog item={item} onClose={() => setItem(null)} />
    </Box>
  );
}
