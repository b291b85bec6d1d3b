import { useNow } from '@cockpit/shared-sdk';
import type { ScreenOffStyle } from '@cockpit/shared-sdk/layout-schema';
import { Box } from '@mui/material';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Where the dim clock stands, moved every minute (by transform only) so no pixel is lit for hours. */
function drift(now: number): string {
  const minute = Math.floor(now / 60_000);
  return `translate(${((minute * 37) % 600) - 300}px, ${((minute * 23) % 400) - 200}px)`;
}

function DimClock({ zone }: { zone: string }) {
  const now = useNow(10_000);
  const at = dayjs(now).tz(zone);
  return (
    <Box
      sx={{
        transform: drift(now),
        transition: 'transform 2s ease',
        textAlign: 'center',
        color: '#5a6478',
        opacity: 0.55,
      }}
    >
      <Box sx={{ fontSize: 160, fontWeight: 300, fontVariantNumeric: 'tabular-nums', letterSpacing: 8 }}>
        {at.format('HH:mm')}
      </Box>
      <Box sx={{ fontSize: 36 }}>{at.locale('zh-cn').format('M月D日 dddd')}</Box>
    </Box>
  );
}

/**
 * The screen while the group's schedule has it off: black, or a dim clock in the group's time zone. Nothing under
 * it is mounted, so no panel asks for data; the heartbeat runs on outside React and the wall stays reachable.
 */
export function ScreenOff({ style, zone }: { style: ScreenOffStyle; zone: string }) {
  return (
    <Box
      data-screen-off={style}
      aria-label="关屏时段"
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: '#000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: 'none',
      }}
    >
      {style === 'clock' ? <DimClock zone={zone} /> : null}
    </Box>
  );
}
