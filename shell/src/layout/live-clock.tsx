import { dayjs, fleetNow, useBeat } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useRef } from 'react';

const timeOf = (now: number) => dayjs(now).format('HH:mm:ss');
const dateOf = (now: number) => dayjs(now).format('YYYY年M月D日 dddd');

/** Changes the text node React drew (so React's own node stays the one shown), only when the text changed. */
function setText(element: HTMLElement | null, text: string) {
  const node = element?.firstChild;
  if (node instanceof Text) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (element) element.textContent = text;
}

/**
 * The live zh-cn date and time, e.g. 2026年11月22日 星期日 08:30:05. Each second writes the time's text and
 * nothing else: no React render of the header, no style recalculation, one text node changed.
 */
export function LiveClock() {
  const time = useRef<HTMLDivElement>(null);
  const date = useRef<HTMLDivElement>(null);
  useBeat(1000, () => {
    const now = fleetNow();
    setText(time.current, timeOf(now));
    setText(date.current, dateOf(now));
  });
  const now = fleetNow();
  return (
    <Box data-clock sx={{ textAlign: 'right', color: '#cfe3ff', lineHeight: 1.3 }}>
      <Box ref={time} sx={{ fontSize: 30, fontWeight: 600, fontVariantNumeric: 'tabular-nums', letterSpacing: 2 }}>
        {timeOf(now)}
      </Box>
      <Box ref={date} sx={{ fontSize: 17, color: '#7fa6d6' }}>
        {dateOf(now)}
      </Box>
    </Box>
  );
}
