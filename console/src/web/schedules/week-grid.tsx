import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { WEEKDAY_NAMES, windowSpans, type WeekWindow } from '@cockpit/shared-sdk/layout-schema';
import { Box } from '@mui/material';
import { COLORS } from '../theme';

/** Fill colours of the dayparts, in order (the wall's chart palette); off hours are black with a light label. */
const DAYPART_COLORS = ['#2989ff', '#36cfc9', '#9254de', '#fa8c16', '#13c2c2', '#eb2f96'];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** What holds most of the hour starting at `minute` of the week: 关屏, a daypart (its index), or nothing. */
function hourHolder(schedule: Schedule, minute: number): { off: true } | { daypart: number } | undefined {
  const covers = (window: WeekWindow) =>
    windowSpans(window).some(([start, end]) => start < minute + 60 && end > minute + 29);
  if (schedule.screenOff.some(covers)) return { off: true };
  const daypart = schedule.dayparts.findIndex(covers);
  return daypart >= 0 ? { daypart } : undefined;
}

/** The week at a glance, hour by hour (rows) and day by day (columns): 关屏 black, each daypart in its colour. */
export function WeekGrid({ schedule }: { schedule: Schedule }) {
  return (
    <Box
      component="table"
      aria-label="每周排程"
      sx={{
        borderCollapse: 'collapse',
        fontSize: 12,
        '& td, & th': { border: `1px solid ${COLORS.panelBorder}`, p: '1px 4px', height: 18 },
      }}
    >
      <thead>
        <tr>
          <th scope="col">时间</th>
          {WEEKDAY_NAMES.map((day) => (
            <th key={day} scope="col" style={{ minWidth: 72 }}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {HOURS.map((hour) => (
          <tr key={hour}>
            <th scope="row" style={{ fontWeight: 400 }}>{`${String(hour).padStart(2, '0')}:00`}</th>
            {WEEKDAY_NAMES.map((day, index) => {
              const holder = hourHolder(schedule, index * 1440 + hour * 60);
              const off = holder && 'off' in holder;
              const part = holder && 'daypart' in holder ? schedule.dayparts[holder.daypart] : undefined;
              const label = off ? '关屏' : (part?.name ?? '');
              const fill = off
                ? '#000'
                : part
                  ? DAYPART_COLORS[holder && 'daypart' in holder ? holder.daypart % DAYPART_COLORS.length : 0]
                  : 'transparent';
              return (
                <Box
                  component="td"
                  key={day}
                  title={`${day} ${hour}:00 ${label || '默认布局'}`}
                  sx={{ bgcolor: fill, color: off ? COLORS.muted : '#fff', textAlign: 'center', whiteSpace: 'nowrap' }}
                >
                  {label}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
