import { colourHex, COLORS, useMotionsOn, type PanelViewProps } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { WidgetData } from '../../components/define-widget';
import { formatValue, type Item } from '../../components/shapes';

export type RankingData = WidgetData<'ranking', Item[]>;

/** The rows a ranking shows: largest first, at most `maxRows` (default 8), each bar's share of the largest. */
export function rankingRows(items: Item[], maxRows = 8): (Item & { share: number })[] {
  const top = [...items].sort((a, b) => b.value - a.value).slice(0, maxRows);
  const largest = Math.max(...top.map((i) => i.value), 0);
  return top.map((i) => ({ ...i, share: largest > 0 ? Math.max(0, i.value / largest) : 0 }));
}

/** Ranking bars: rank, name, a bar scaled to the largest (its width changes by transform only), value and unit. */
export function RankingView({ data: { options, value } }: PanelViewProps<RankingData>) {
  const motion = useMotionsOn();
  const colour = colourHex(options.colour, 0);
  return (
    <Box
      data-widget="ranking"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-around', px: 1.5, py: 1 }}
    >
      {rankingRows(value, options.maxRows).map((row, i) => (
        <Box
          key={`${i}-${row.label}`}
          data-row={row.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: '2em minmax(4em, 30%) 1fr auto',
            alignItems: 'center',
            gap: 1,
            fontSize: 17,
            color: COLORS.text,
          }}
        >
          <Box component="span" sx={{ color: i < 3 ? COLORS.warning : COLORS.muted, fontWeight: 700 }}>
            {i + 1}
          </Box>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {row.label}
          </Box>
          <Box sx={{ height: 10, bgcolor: 'rgba(64,156,255,0.15)', borderRadius: 5, overflow: 'hidden' }}>
            <Box
              sx={{
                height: '100%',
                bgcolor: colour,
                transformOrigin: 'left',
                transform: `scaleX(${row.share})`,
                transition: motion ? 'transform 600ms ease-out' : 'none',
              }}
            />
          </Box>
          <Box component="span" sx={{ color: COLORS.title, fontVariantNumeric: 'tabular-nums' }}>
            {formatValue(row.value, options.decimals ?? 0)}
            {options.unit ?? ''}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
