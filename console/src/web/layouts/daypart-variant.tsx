import { MenuItem, TextField } from '@mui/material';
import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../protocol/releases';

/** The selector's value for the page's own layout (a daypart's value is its name). */
export const OWN_LAYOUT = '';

/** The daypart's layout of `page`; a page the daypart does not take over yet starts from a copy of the page's own. */
export function daypartLayout(schedule: Schedule, daypart: string, page: string, own: PageLayout): PageLayout {
  return schedule.dayparts.find((p) => p.name === daypart)?.pages[page] ?? structuredClone(own);
}

/** 布局方案: the page's own layout (默认) or one of the group's dayparts, edited in the same designer. */
export function DaypartSelector({
  schedule,
  value,
  onChange,
}: {
  schedule: Schedule | undefined;
  value: string;
  onChange: (daypart: string) => void;
}) {
  const names = schedule?.dayparts.map((p) => p.name) ?? [];
  if (!names.length) return null;
  return (
    <TextField
      select
      size="small"
      label="布局方案"
      value={names.includes(value) ? value : OWN_LAYOUT}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
      helperText={value ? `「${value}」时段内显示此布局（排程页设定时段）` : undefined}
    >
      <MenuItem value={OWN_LAYOUT}>默认</MenuItem>
      {names.map((name) => (
        <MenuItem key={name} value={name}>
          时段：{name}
        </MenuItem>
      ))}
    </TextField>
  );
}
