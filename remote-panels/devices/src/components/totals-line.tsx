import { COLORS, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The line of totals over a board or a table: muted words, each total's figure large in its colour. */
export function TotalsLine({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2.5,
        alignItems: 'baseline',
        fontSize: typeSize(15),
        color: COLORS.muted,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

interface TotalProps {
  label: string;
  value: ReactNode;
  unit: string;
  color: string;
}

/** One total of a {@link TotalsLine}: its label, its figure and its unit; `data-*` attributes name it for tests. */
export function Total({ label, value, unit, color, ...data }: TotalProps & Record<`data-${string}`, string>) {
  return (
    <Box component="span" {...data}>
      {label}
      <Box component="span" sx={{ fontSize: typeSize(22), fontWeight: 700, color, mx: 0.5 }}>
        {value}
      </Box>
      {unit}
    </Box>
  );
}
