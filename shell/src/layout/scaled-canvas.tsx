import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanvasScale } from './use-canvas-scale';
import { useWallShapeOfStore, WallShapeContext } from './use-wall-shape';

/**
 * The group's design canvas (the seed's 1920x1080 unless the group has its own), scaled to the window and
 * letterboxed. A wall showing one tile of a canvas scales that tile to its screen, and draws nothing else of it.
 */
export function ScaledCanvas({ children, background }: { children: ReactNode; background: string }) {
  const shape = useWallShapeOfStore();
  const { canvas, view } = shape;
  const { scale, left, top } = useCanvasScale(view);
  const tiled = view.x !== 0 || view.y !== 0 || view.width !== canvas.width || view.height !== canvas.height;
  const transform = tiled ? `scale(${scale}) translate(${-view.x}px, ${-view.y}px)` : `scale(${scale})`;
  const clipPath = tiled
    ? `inset(${view.y}px ${canvas.width - view.x - view.width}px ${canvas.height - view.y - view.height}px ${view.x}px)`
    : undefined;
  return (
    <Box sx={{ position: 'fixed', inset: 0, overflow: 'hidden', bgcolor: '#020816' }}>
      <Box
        data-canvas
        data-scale={scale.toFixed(4)}
        data-canvas-size={`${canvas.width}x${canvas.height}`}
        data-tile={shape.tile}
        style={{ transform, left, top, clipPath }}
        sx={{
          position: 'absolute',
          width: canvas.width,
          height: canvas.height,
          transformOrigin: '0 0',
          overflow: 'hidden',
          background,
        }}
      >
        <WallShapeContext.Provider value={shape}>{children}</WallShapeContext.Provider>
      </Box>
    </Box>
  );
}
