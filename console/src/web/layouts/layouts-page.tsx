import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useGroupLayouts, useGroupPanels } from '../api/release-queries';
import { useGroupSchedule } from '../api/schedule-queries';
import { GroupChoice, lastChanged } from '../layout/group-choice';
import { QueryView, ViewNotice } from '../layout/query-view';
import { DaypartSelector, daypartLayout, OWN_LAYOUT } from './daypart-variant';
import { LayoutEditor } from './layout-editor';

/** The pages a wall shows, by index remote: their names and routes. */
export const PAGES = [
  { page: 'hub', label: '服务港', route: '/' },
  { page: 'xndx', label: '分析测试中心', route: '/xndx' },
] as const;

function GroupLayouts({
  group,
  page,
  daypart,
  onDaypart,
}: {
  group: string;
  page: string;
  daypart: string;
  onDaypart: (name: string) => void;
}) {
  const layouts = useGroupLayouts(group);
  const panels = useGroupPanels(group);
  const week = useGroupSchedule(group).data;
  const schedule = week?.schedule;
  const variant = schedule?.dayparts.some((p) => p.name === daypart) ? daypart : OWN_LAYOUT;
  return (
    <QueryView
      query={layouts}
      what="布局"
      empty={`分组 ${group} 还没有页面 ${page} 的布局`}
      isEmpty={(data) => !data.pages[page]}
    >
      {(data) => (
        <>
          <DaypartSelector schedule={schedule} value={variant} onChange={onDaypart} />
          {data.updatedAt !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {lastChanged(data.updatedAt, data.updatedBy)}
            </Typography>
          )}
          <LayoutEditor
            key={`${group}/${page}/${variant}`}
            group={group}
            page={page}
            saved={variant && schedule ? daypartLayout(schedule, variant, page, data.pages[page]) : data.pages[page]}
            version={variant ? (week?.layoutVersions?.[variant]?.[page] ?? 0) : data.versions?.[page]}
            daypart={variant || undefined}
            choices={panels.data}
            choicesError={panels.isError ? errorMessage(panels.error) : null}
          />
        </>
      )}
    </QueryView>
  );
}

/** 布局: pick a group and a page, then edit where each slot sits and which panels rotate in it. */
export function LayoutsPage() {
  const [params, setParams] = useSearchParams();
  const page = PAGES.some((p) => p.page === params.get('page')) ? (params.get('page') as string) : 'hub';
  const choose = (next: { group?: string; page?: string; daypart?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value) merged.set(key, value);
      else if (value === '') merged.delete(key);
    setParams(merged, { replace: true });
  };

  return (
    <GroupChoice
      title="布局"
      empty="还没有分组。墙面使用某个分组的密钥上报心跳后，分组会出现在这里。"
      onChoose={(group) => choose({ group })}
    >
      {(group, picker) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
            {picker}
            <ToggleButtonGroup
              size="small"
              exclusive
              value={page}
              onChange={(_e, value: string | null) => value && choose({ page: value })}
              aria-label="页面"
            >
              {PAGES.map((p) => (
                <ToggleButton key={p.page} value={p.page} sx={{ textTransform: 'none', px: 1.5 }}>
                  {p.label}（{p.route}）
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          {group ? (
            <GroupLayouts
              group={group}
              page={page}
              daypart={params.get('daypart') ?? OWN_LAYOUT}
              onDaypart={(daypart) => choose({ daypart })}
            />
          ) : (
            <ViewNotice>请选择分组</ViewNotice>
          )}
        </>
      )}
    </GroupChoice>
  );
}
