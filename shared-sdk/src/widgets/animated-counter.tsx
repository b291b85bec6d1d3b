import { Box } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { useAnimationsRunning } from '../animation/animation-scope';

/** How long a counter takes to run to a new value, ms. */
export const COUNTER_DURATION_MS = 1200;
/** A counter steps 12.5 times a second: enough to read as counting, and each step costs the page a frame. */
const STEP_MS = 80;

const formats = new Map<number, Intl.NumberFormat>();

function formatNumber(value: number, decimals: number): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}

/**
 * A number that counts up (or down) to its value. Each step writes the span's text directly
 * (no React render per step); the timer is released on unmount, and a paused counter (hidden
 * panel or page) shows its value at once.
 */
export function AnimatedCounter({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const element = useRef<HTMLSpanElement>(null);
  const from = useRef(0);
  const running = useAnimationsRunning();
  useLayoutEffect(() => {
    const span = element.current;
    if (!span) return undefined;
    const show = (current: number) => {
      from.current = current;
      span.textContent = formatNumber(current, decimals);
    };
    const origin = from.current;
    if (!running || origin === value) {
      show(value);
      return undefined;
    }
    show(origin);
    const start = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      const t = Math.min(1, (performance.now() - start) / COUNTER_DURATION_MS);
      show(origin + (value - origin) * (1 - (1 - t) ** 3));
      if (t < 1) timer = setTimeout(step, STEP_MS);
    };
    timer = setTimeout(step, STEP_MS);
    return () => clearTimeout(timer);
  }, [value, decimals, running]);
  return <Box component="span" ref={element} data-value={value} sx={{ fontVariantNumeric: 'tabular-nums' }} />;
}
