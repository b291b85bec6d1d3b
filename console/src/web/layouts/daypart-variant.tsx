import { MenuItem, TextField } from '@mui/material';
import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { PageLayout } from '../../protocol/releases';
import type { GroupSchedule } from '../../protocol/schedule';
import { api } from '../api/client';

/** What the editor's 保存 calls: the page's own versioned save, or a daypart's through the group's schedule. */
export type LayoutSave = UseMutationResult<{ version?: number }, Error, { layout: PageLayout; base: number | undefined }>;

/** The selector's value for the page's own layout (a daypart's value is its name). */
export const OWN_LAYOUT = '';

/** The daypart's layout of `page`; a page the daypart does not take over yet starts from a copy of the page's own. */
export function daypartLayout(schedule: Schedule, daypart: string, page: string, own: PageLayout): PageLayout {
  return schedule.dayparts.find((p) => p.name === daypart)?.pages[page] ?? structuredClone(own);
}

/** Saves `page` of the daypart `daypart`: the whole week stored again, checked and audited by the schedule's PUT. */
export function useDaypartSave(group: string, page: string, daypart: string, schedule: Schedule | undefined): LayoutSave {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ layout }) => {
      if (!schedule) throw new Error('排程尚未载入');
      const dayparts = schedule.dayparts.map((p) => (p.name === daypart ? { ...p, pages: { ...p.pages, [page]: layout } } : p));
      await api<GroupSchedule>(`/api/groups/${encodeURIComponent(group)}/schedule`, { method: 'PUT', body: { ...schedule, dayparts } });
      return {};
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['schedule', group] }),
  });
}

/** 布局方案: the page's own layout (默认) or one of the group's dayparts, edited in the same designer. */
export function DaypartSelector({ schedule, value, onChange }: { schedule: Schedule | undefined; value: string; onChange: (daypart: string) => void }) {
  const names = schedule?.dayparts.map((p) => p.name) ?? [];
  if (!names.length) return null;
  return (
    <TextField select size="small" label="布局方案" value={names.includes(value) ? value : OWN_LAYOUT} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }}
      helperText={value ? `「${value}」时段内显示此布局（排程页设定时段）` : undefined}>
      <MenuItem value={OWN_LAYOUT}>默认</MenuItem>
      {names.map((name) => <MenuItem key={name} value={name}>时段：{name}</MenuItem>)}
    </TextField>
  );
}
