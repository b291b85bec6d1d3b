import { Box } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { useMotionsOn } from '../animation/motion-profile';
import { onBeat } from '../animation/heartbeat';

/** How long a counter takes to run to a new value, ms. */
export const COUNTER_DURATION_MS = 1200;
/**
 * A counter steps 10 times a second on the page's heartbeat: enough to read as counting. Every
 * counter on the page steps in the same task (one frame for all of them), and every tenth step
 * falls on the clock's tick; a counter on its own timer would cost the wall a frame of its own.
 */
const STEP_MS = 100;

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
 * (no React render per step); its beat is released on unmount, and a paused counter (hidden
 * panel or page, or a wall on the light profile) shows its value at once.
 */
export function AnimatedCounter({ value, decimals = 0 }: { value: number; decimals?: number }) {
  const element = useRef<HTMLSpanElement>(null);
  const from = useRef(0);
  const running = useMotionsOn();
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
    const start = Date.now();
    const stop = onBeat(STEP_MS, () => {
      const t = Math.min(1, (Date.now() - start) / COUNTER_DURATION_MS);
      show(origin + (value - origin) * (1 - (1 - t) ** 3));
      if (t === 1) stop();
    });
    return stop;
  }, [value, decimals, running]);
  return <Box component="span" ref={element} data-value={value} sx={{ fontVariantNumeric: 'tabular-nums' }} />;
}
