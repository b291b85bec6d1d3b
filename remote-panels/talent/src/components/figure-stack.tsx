import { AnimatedCounter, COLORS, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** One headline figure of a {@link FigureStack}. */
export interface Figure {
  label: string;
  value: number;
  unit: string;
  color: string;
}

/**
 * Headline figures stacked in a narrow column: a big glowing number over its label.
 * Made for the 464x190 slots, where the SDK's `StatTile` is too tall to stack.
 */
export function FigureStack({ figures, footer }: { figures: readonly Figure[]; footer?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 0.5,
        height: '100%',
        minWidth: 0,
      }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.label}
          data-stat={figure.label}
          sx={{
            pl: 1.25,
            borderLeft: `3px solid ${figure.color}`,
            background: `linear-gradient(90deg, ${figure.color}2e, transparent)`,
          }}
        >
          <Box
            sx={{
              fontSize: typeSize(28),
              fontWeight: 700,
              lineHeight: 1.15,
              color: figure.color,
              textShadow: `0 0 10px ${figure.color}66`,
              whiteSpace: 'nowrap',
            }}
          >
            <AnimatedCounter value={figure.value} />
            <Box component="span" sx={{ fontSize: typeSize(15), fontWeight: 400, ml: 0.5, color: COLORS.muted }}>
              {figure.unit}
            </Box>
          </Box>
          <Box sx={{ fontSize: typeSize(15), lineHeight: 1.3, color: COLORS.text, whiteSpace: 'nowrap' }}>
            {figure.label}
          </Box>
        </Box>
      ))}
      {footer}
    </Box>
  );
}
