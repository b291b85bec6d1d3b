import { HEADER_HEIGHT } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useContext, type ReactNode } from 'react';
import { headerColumns } from './header-title-place';
import { PairingBadge } from './pairing-badge';
import { WallShapeContext } from './use-wall-shape';

// Element Timing (not in React's types): the benchmark reads when the title, and the header with it, was painted.
const ELEMENT_TIMING: Record<string, string> = { elementtiming: 'cockpit-header' };

/** The header band of a layout: left, centred title, right (after it a wall's pairing code, while it waits to be claimed); the house style's glowing title bar. */
export function HeaderBand({ left, title, right }: { left: ReactNode; title: string; right: ReactNode }) {
  const shape = useContext(WallShapeContext);
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        height: HEADER_HEIGHT,
        display: 'grid',
        gridTemplateColumns: headerColumns(shape.canvas.width, shape.seams),
        alignItems: 'center',
        px: 4,
        background: 'linear-gradient(180deg, rgba(20,72,160,0.55) 0%, rgba(3,12,36,0) 100%)',
        borderBottom: '2px solid rgba(64,156,255,0.35)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>{left}</Box>
      <Box
        component="h1"
        data-title
        {...ELEMENT_TIMING}
        sx={{
          m: 0,
          textAlign: 'center',
          fontSize: 46,
          fontWeight: 800,
          letterSpacing: 10,
          color: '#eaf6ff',
          textShadow: '0 0 18px rgba(54,207,201,0.75)',
          whiteSpace: 'nowrap',
        }}
      >
        {title}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
        <PairingBadge />
        {right}
      </Box>
    </Box>
  );
}
