import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/** How long a counter takes to run to a new value, ms. */
export const COUNTER_DURATION_MS = 1200;

function formatNumber(value: number, decimals: number): string {
  return value.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A number that counts up (or down) to its value; the animation frame is released on unmount. */
export function AnimatedCounter({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / COUNTER_DURATION_MS);
      const eased = 1 - (1 - t) ** 3;
      const current = origin + (value - origin) * eased;
      from.current = current;
      setShown(current);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <Box component="span" data-value={value} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatNumber(shown, decimals)}
    </Box>
  );
}
