import {
  AnimatedCounter,
  CENTRED_COLUMN,
  CHART_PALETTE,
  COLORS,
  DIGITS_FONT_FAMILY,
  type PanelViewProps,
  typeSize,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { HeadlineData, HeadlineFigure } from './use-headline-data';

/** Figure colours, left to right (palette order chosen so neighbours differ). */
const FIGURE_COLORS = [1, 7, 0, 5, 2, 3, 4].map((i) => CHART_PALETTE[i]);

/**
 * A figure's natural width in px at its final value (number ~22 px a character at 38 px, unit 16 px,
 * name 18 px a character): used as its column weight, so long money figures get room and the
 * columns do not shift while the counters run.
 */
export function figureWeight(figure: HeadlineFigure): number {
  const number = figure.value.toLocaleString('zh-CN', {
    minimumFractionDigits: figure.decimals,
    maximumFractionDigits: figure.decimals,
  });
  return Math.max(number.length * 22 + figure.unit.length * 16 + 4, figure.name.length * 18) + 24;
}

function Figure({ figure, color }: { figure: HeadlineFigure; color: string }) {
  return (
    <Box
      data-figure={figure.key}
      sx={{
        position: 'relative',
        minWidth: 0,
        ...CENTRED_COLUMN,
        background: `radial-gradient(ellipse at 50% 100%, ${color}33 0%, transparent 70%)`,
        '&::after': {
          content: '""',
          position: 'absolute',
          left: '15%',
          right: '15%',
          bottom: 0,
          height: 2,
          background: `linear-gradient(90deg, transparent, ${color}, transparent)`,
        },
      }}
    >
      <Box
        sx={{
          whiteSpace: 'nowrap',
          lineHeight: 1.1,
          color,
          fontSize: typeSize(38),
          fontWeight: 800,
          fontFamily: DIGITS_FONT_FAMILY,
          textShadow: `0 0 14px ${color}aa, 0 0 2px ${color}`,
        }}
      >
        <AnimatedCounter value={figure.value} decimals={figure.decimals} />
        <Box
          component="span"
          sx={{ ml: 0.5, fontSize: typeSize(16), fontWeight: 400, color: COLORS.muted, textShadow: 'none' }}
        >
          {figure.unit}
        </Box>
      </Box>
      <Box sx={{ mt: 0.5, fontSize: typeSize(17), color: COLORS.title, letterSpacing: 1, whiteSpace: 'nowrap' }}>
        {figure.name}
      </Box>
    </Box>
  );
}

/** The headline figures in one row: big glowing counters with their units and names. */
export function HeadlineView({ data }: PanelViewProps<HeadlineData>) {
  return (
    <Box
      data-headline={data.year}
      sx={{
        height: '100%',
        display: 'grid',
        gridTemplateColumns: data.figures.map((f) => `minmax(0, ${figureWeight(f)}fr)`).join(' '),
        columnGap: 1,
      }}
    >
      {data.figures.map((figure, i) => (
        <Figure key={figure.key} figure={figure} color={FIGURE_COLORS[i % FIGURE_COLORS.length]} />
      ))}
    </Box>
  );
}
