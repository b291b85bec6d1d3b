import { Box } from '@mui/material';
import { useEffect, useState } from 'react';

/** The wall's width: everything in the stage is laid out in wall pixels and scaled to the window, as the shell does. */
const WALL_WIDTH = 1920;

function useWindowScale() {
  const [scale, setScale] = useState(() => window.innerWidth / WALL_WIDTH);
  useEffect(() => {
    const onResize = () => setScale(window.innerWidth / WALL_WIDTH);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return scale;
}

/** A 1920 px wide stage, scaled (transform only) to the window's width. */
export function ScaledStage({ children }) {
  const scale = useWindowScale();
  return (
    <Box data-stage-scale={scale.toFixed(3)} sx={{ width: WALL_WIDTH, p: 3, boxSizing: 'border-box', transform: `scale(${scale})`, transformOrigin: 'top left' }}>
      {children}
    </Box>
  );
}
