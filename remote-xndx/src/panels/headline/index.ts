import { definePanel } from '@cockpit/shared-sdk';
import { HeadlineView } from './headline-view';
import { useHeadlineData, type HeadlineData } from './use-headline-data';

/** 中心概况: the centre's headline figures as animated counters. */
export default definePanel<HeadlineData>({
  id: 'headline',
  title: '中心概况',
  refreshMs: 60_000,
  minSize: { width: 1460, height: 150 },
  useData: useHeadlineData,
  View: HeadlineView,
  isEmpty: (data) => data.deviceCount === 0 && data.transferCount === 0,
});
