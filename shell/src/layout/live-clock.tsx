import { dayjs, useNow } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';

/** The live zh-cn date and time, e.g. 2026年11月22日 星期日 08:30:05. */
export function LiveClock() {
  const now = useNow(1000);
  const at = dayjs(now);
  return (
    <Box data-clock sx={{ textAlign: 'right', color: '#cfe3ff', lineHeight: 1.3 }}>
      <Box sx={{ fontSize: 30, fontWeight: 600, fontVariantNumeric: 'tabular-nums', letterSpacing: 2 }}>{at.format('HH:mm:ss')}</Box>
      <Box sx={{ fontSize: 17, color: '#7fa6d6' }}>{at.format('YYYY年M月D日 dddd')}</Box>
    </Box>
  );
}
