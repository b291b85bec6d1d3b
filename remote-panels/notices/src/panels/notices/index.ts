import { definePanel } from '@cockpit/shared-sdk';
import { NoticesView } from './notices-view';
import { useNoticesData, type NoticesData } from './use-notices-data';

/** 通知公告: a ticker of the newest notices; a row opens the notice's summary. */
export default definePanel<NoticesData>({
  id: 'notices',
  title: '通知公告',
  refreshMs: 60_000,
  minSize: { width: 420, height: 140 },
  useData: useNoticesData,
  View: NoticesView,
  isEmpty: (data) => data.notices.length === 0,
});
