import { COLORS, type NameValue, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface IndustryBreakdownProps {
  /** The chart, drawn in a square at the left. */
  chart: ReactNode;
  /** The headline line above the legend. */
  headline: ReactNode;
  items: readonly NameValue[];
  /** Colour of each item, in the order of `items`. */
  colors: readonly string[];
}

/** Rows of the legend per column: two columns hold the eight slices a chart shows at most. */
const LEGEND_ROWS = 4;

/**
 * The common shape of the two industry panels: a square chart at the left, and beside it a
 * headline over a two-column legend of every slice with its count, in the chart's colours.
 */
export function IndustryBreakdown({ chart, headline, items, colors }: IndustryBreakdownProps) {
  const rows = Math.min(LEGEND_ROWS, Math.max(1, Math.ceil(items.length / 2)));
  return (
    <Box sx={{ display: 'flex', gap: 1, height: '100%', minWidth: 0 }}>
      {/*
        A square as tall as the body (at least the 112 px the smallest slot draws, at most two fifths of the width): at
        twice the minimum the chart grows with the slot instead of staying a strip at the left, and is never cut.
      */}
      <Box
        data-chart-box
        sx={{
          position: 'relative',
          height: '100%',
          aspectRatio: '1 / 1',
          minWidth: typeSize(112),
          maxWidth: '40%',
          flex: 'none',
        }}
      >
        {chart}
      </Box>
      {/*
        The legend takes the whole width and height beside the chart: its two columns spread over the width and its rows
        over the height, each count at its row's right with room before the next column, so a larger slot is filled.
      */}
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        <Box
          sx={{
            flex: 'none',
            display: 'flex',
            alignItems: 'baseline',
            gap: 1,
            height: typeSize(30),
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {headline}
        </Box>
        <Box
          component="ul"
          aria-label="行业图例"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'grid',
            gridAutoFlow: 'column',
            flex: '1 1 auto',
            maxHeight: typeSize(36 * rows),
            alignSelf: 'stretch',
            gridTemplateRows: `repeat(${rows}, minmax(auto, 1fr))`,
            gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
            justifyContent: 'space-evenly',
            columnGap: typeSize(14),
          }}
        >
          {items.map((item, i) => (
            <Box
              component="li"
              key={item.name}
              data-legend={item.name}
              sx={{ display: 'flex', alignItems: 'center', gap: typeSize(5), minWidth: 0, lineHeight: typeSize(21) }}
            >
              <Box
                sx={{
                  flex: 'none',
                  width: typeSize(10),
                  height: typeSize(10),
                  borderRadius: '2px',
                  bgcolor: colors[i],
                  boxShadow: `0 0 6px ${colors[i]}`,
                }}
              />
              <Box
                component="span"
                title={item.name}
                sx={{
                  flex: 1,
                  fontSize: typeSize(15),
                  color: COLORS.text,
                  minWidth: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {item.name}
              </Box>
              <Box
                component="span"
                sx={{
                  flex: 'none',
                  ml: typeSize(3),
                  fontSize: typeSize(16),
                  fontWeight: 700,
                  color: '#fff',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {item.value}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** A headline: a label, a big value (28 px unless `size` says) and its unit, in one line. */
export function Headline({
  label,
  value,
  unit,
  color,
  size = 28,
}: {
  label: string;
  value: ReactNode;
  unit: string;
  color: string;
  size?: number;
}) {
  return (
    <>
      <Box component="span" sx={{ fontSize: typeSize(16), color: COLORS.muted }}>
        {label}
      </Box>
      <Box
        component="span"
        sx={{
          fontSize: typeSize(size),
          fontWeight: 700,
          lineHeight: typeSize(30),
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          color,
          textShadow: `0 0 12px ${color}66`,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Box>
      <Box component="span" sx={{ fontSize: typeSize(16), color: COLORS.muted }}>
        {unit}
      </Box>
    </>
  );
}
