import { AnimatedCounter, COLORS, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';

interface FigureProps {
  label: string;
  value: number;
  unit: string;
  decimals?: number;
  color?: string;
}

/**
 * A compact headline figure for the small service slots: a big counted-up number with its unit
 * over its label (StatTile is too tall for a 190 px slot).
 */
export function Figure({ label, value, unit, decimals = 0, color = COLORS.accent }: FigureProps) {
  return (
    <Box data-figure={label} sx={{ minWidth: 0, lineHeight: 1.15, whiteSpace: 'nowrap' }}>
      <Box sx={{ fontSize: typeSize(26), fontWeight: 700, color, textShadow: `0 0 10px ${color}55` }}>
        <AnimatedCounter value={value} decimals={decimals} />
        <Box component="span" sx={{ fontSize: typeSize(15), fontWeight: 400, ml: 0.5, color: COLORS.muted }}>
          {unit}
        </Box>
      </Box>
      <Box sx={{ fontSize: typeSize(15), color: COLORS.text, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {label}
      </Box>
    </Box>
  );
}
