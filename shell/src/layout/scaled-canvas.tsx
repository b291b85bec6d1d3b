import { DESIGN_HEIGHT, DESIGN_WIDTH } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanvasScale } from './use-canvas-scale';

/** The fixed 1920x1080 design canvas, scaled to the window and letterboxed. */
export function ScaledCanvas({ children, background }: { children: ReactNode; background: string }) {
  const { scale, left, top } = useCanvasScale();
  return (
    <Box sx={{ position: 'fixed', inset: 0, overflow: 'hidden', bgcolor: '#020816' }}>
      <Box
        data-canvas
        data-scale={scale.toFixed(4)}
        style={{ transform: `scale(${scale})`, left, top }}
        sx={{ position: 'absolute', width: DESIGN_WIDTH, height: DESIGN_HEIGHT, transformOrigin: '0 0', overflow: 'hidden', background }}
      >
        {children}
      </Box>
    </Box>
  );
}
