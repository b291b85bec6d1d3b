import { Box } from '@mui/material';
import { typeSize } from '../sizing/type-scale';
import { COLORS } from '../theme/palette';
import { AnimatedCounter } from './animated-counter';

/** Props of {@link StatTile}. */
export interface StatTileProps {
  label: string;
  value: number;
  unit?: string;
  decimals?: number;
  color?: string;
  /** Smaller type for a slot of 200 px or less. */
  compact?: boolean;
}

/** A labelled headline figure with an animated counter and its unit. */
export function StatTile({ label, value, unit, decimals = 0, color = COLORS.accent, compact = false }: StatTileProps) {
  return (
    <Box
      data-stat={label}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 0,
        py: compact ? 0.5 : 1,
        px: compact ? 0.5 : 1,
        background: 'linear-gradient(180deg, rgba(41,137,255,0.18), rgba(41,137,255,0.04))',
        border: '1px solid rgba(64,156,255,0.3)',
      }}
    >
      <Box
        sx={{
          fontSize: typeSize(compact ? 26 : 34),
          fontWeight: 700,
          color,
          lineHeight: 1.2,
          textShadow: `0 0 12px ${color}66`,
          whiteSpace: 'nowrap',
        }}
      >
        <AnimatedCounter value={value} decimals={decimals} />
        {unit && (
          <Box component="span" sx={{ fontSize: typeSize(16), ml: 0.5, color: COLORS.muted }}>
            {unit}
          </Box>
        )}
      </Box>
      <Box
        sx={{ fontSize: typeSize(compact ? 15 : 16), color: COLORS.text, mt: compact ? 0 : 0.5, whiteSpace: 'nowrap' }}
      >
        {label}
      </Box>
    </Box>
  );
}
