import { Alert, Box, Typography } from '@mui/material';
import type { WallShapeInfo } from '../../protocol/console-api';

/** The wall's canvas, its tile, and its clock against the service's (what keeps tiles turning together). */
export function WallShapeFacts({ shape }: { shape: WallShapeInfo | undefined }) {
  if (!shape) return null;
  const clock = shape.clock
    ? `${shape.clock.offsetMs >= 0 ? '+' : ''}${shape.clock.offsetMs} ms（往返 ${shape.clock.rttMs} ms）`
    : '尚未测得';
  return (
    <Box data-wall-shape sx={{ mb: 1.5 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        component="div"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5 }}
      >
        <span>画布：{shape.canvas}</span>
        <span data-tile>分片：{shape.tile ?? '整幅'}</span>
        <span data-clock-offset>时钟偏差：{clock}</span>
      </Typography>
      {shape.mismatch && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {shape.mismatch}
        </Alert>
      )}
    </Box>
  );
}
