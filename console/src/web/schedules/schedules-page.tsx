import { Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useGroupLayouts } from '../api/release-queries';
import { useGroupSchedule } from '../api/schedule-queries';
import { GroupChoice, lastChanged, PickerRow } from '../layout/group-choice';
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
            {data.updatedAt !== undefined
              ? lastChanged(data.updatedAt, data.updatedBy)
              : '尚未设置排程：全天开屏，显示分组的布局'}
          </Typography>
          <ScheduleEditor
            key={group}
            group={group}
            saved={data.schedule}
            version={data.version}
            own={layouts.data?.pages ?? {}}
          />
        </>
      )}
    </QueryView>
  );
}

/** 排程: pick a group, then set when its screens are off and which dayparts change its pages, in its time zone. */
export function SchedulesPage() {
  const [, setParams] = useSearchParams();
  return (
    <GroupChoice
      title="排程"
      empty="还没有分组。墙面加入某个分组后，分组会出现在这里。"
      onChoose={(group) => setParams({ group }, { replace: true })}
    >
      {(group, picker) => (
        <>
          <PickerRow>{picker}</PickerRow>
          <GroupSchedule key={group} group={group} />
        </>
      )}
    </GroupChoice>
  );
}
