import { Box } from '@mui/material';
import { COLORS } from '../theme/palette';
import { AnimatedCounter } from './animated-counter';

/** A labelled headline figure with an animated counter and its unit. */
export function StatTile({ label, value, unit, decimals = 0, color = COLORS.accent }: { label: string; value: number; unit?: string; decimals?: number; color?: string }) {
  return (
    <Box data-stat={label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', minWidth: 0, py: 1, px: 1, background: 'linear-gradient(180deg, rgba(41,137,255,0.18), rgba(41,137,255,0.04))', border: '1px solid rgba(64,156,255,0.3)' }}>
      <Box sx={{ fontSize: 34, fontWeight: 700, color, lineHeight: 1.2, textShadow: `0 0 12px ${color}66`, whiteSpace: 'nowrap' }}>
        <AnimatedCounter value={value} decimals={decimals} />
        {unit && <Box component="span" sx={{ fontSize: 16, ml: 0.5, color: COLORS.muted }}>{unit}</Box>}
      </Box>
      <Box sx={{ fontSize: 16, color: COLORS.text, mt: 0.5, whiteSpace: 'nowrap' }}>{label}</Box>
    </Box>
  );
}
