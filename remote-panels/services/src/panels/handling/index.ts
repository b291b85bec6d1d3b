import { definePanel, type HandleItem, type Page } from '@cockpit/shared-sdk';
import { HandlingView } from './handling-view';
import { useHandlingData } from './use-handling-data';

/** 办件情况: the matters handled at the hub's windows with their status, paging by themselves. */
export default definePanel<Page<HandleItem>>({
  id: 'handling',
  title: '办件情况',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useHandlingData,
  View: HandlingView,
  isEmpty: (data) => data.rows.length === 0,
});
