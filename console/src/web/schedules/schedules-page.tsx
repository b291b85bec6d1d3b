import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGroupLayouts, useGroups } from '../api/release-queries';
import { useGroupSchedule } from '../api/schedule-queries';
import { formatTime } from '../format';
import { QueryView } from '../layout/query-view';
import { ScheduleEditor } from './schedule-editor';

function GroupSchedule({ group }: { group: string }) {
  const schedule = useGroupSchedule(group);
  const layouts = useGroupLayouts(group);
  return (
    <QueryView query={schedule} what="排程" empty="" isEmpty={() => false}>
      {(data) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {data.updatedAt !== undefined ? `最后修改：${formatTime(data.updatedAt)}${data.updatedBy ? `（${data.updatedBy}）` : ''}` : '尚未设置排程：全天开屏，显示分组的布局'}
          </Typography>
          <ScheduleEditor key={group} group={group} saved={data.schedule} version={data.version} own={layouts.data?.pages ?? {}} />
        </>
      )}
    </QueryView>
  );
}

/** 排程: pick a group, then set when its screens are off and which dayparts change its pages, in its time zone. */
export function SchedulesPage() {
  const groups = useGroups();
  const [params, setParams] = useSearchParams();
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mb: 1.5 }}>
        排程
      </Typography>
      <QueryView query={groups} what="分组" isEmpty={(data) => data.length === 0} empty="还没有分组。墙面加入某个分组后，分组会出现在这里。">
        {(data) => {
          const requested = params.get('group');
          const group = data.some((g) => g.group === requested) ? (requested as string) : data[0].group;
          return (
            <>
              <Box sx={{ mb: 1.5 }}>
                <TextField select size="small" label="分组" value={group} onChange={(e) => setParams({ group: e.target.value }, { replace: true })} sx={{ minWidth: 180 }}>
                  {data.map((g) => (
                    <MenuItem key={g.group} value={g.group}>
                      {g.group}（{g.walls} 面墙）
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              <GroupSchedule key={group} group={group} />
            </>
          );
        }}
      </QueryView>
    </>
  );
}
