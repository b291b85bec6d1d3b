import { definePanel } from '@cockpit/shared-sdk';
import { ActivityByMonthView } from './activity-by-month-view';
import { useActivityByMonthData, type ActivityByMonthData } from './use-activity-by-month-data';

/** 活动月度统计: activities (bars) and participants (line) month by month. */
export default definePanel<ActivityByMonthData>({
  id: 'activity-by-month',
  title: '活动月度统计',
  refreshMs: 300_000,
  minSize: { width: 440, height: 180 },
  useData: useActivityByMonthData,
  View: ActivityByMonthView,
  isEmpty: (data) => data.points.length === 0 || data.totalCount === 0,
});
