import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** The wall's width: everything in the stage is laid out in wall pixels and scaled to the window, as the shell does. */
const WALL_WIDTH = 1920;

/** The layout width and height (before any transform, padding included) of `ref`'s element as they change. */
function useSize(ref) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry.target.offsetWidth, height: entry.target.offsetHeight }),
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * A 1920 px wide stage, scaled (transform only) to the page's width without its scroll bar. A transform does not
 * change the box the stage takes in the layout, so the frame around it clips the unscaled width (no sideways scroll)
 * and takes the scaled height.
 */
export function ScaledStage({ children }) {
  const frame = useRef(null);
  const stage = useRef(null);
  const { width } = useSize(frame);
  const { height } = useSize(stage);
  const scale = width > 0 ? width / WALL_WIDTH : 1;
  return (
    <Box ref={frame} sx={{ width: '100%', overflow: 'hidden' }} style={{ height: height * scale }}>
      <Box
        ref={stage}
        data-stage-scale={scale.toFixed(3)}
        sx={{ width: WALL_WIDTH, p: 3, boxSizing: 'border-box', transformOrigin: 'top left' }}
        style={{ transform: `scale(${scale})` }}
      >
        {children}
      </Box>
    </Box>
  );
}
