import { definePanel } from '@cockpit/shared-sdk';
import { useUtilizationData, type UtilizationData } from './use-utilization-data';
import { UtilizationView } from './utilization-view';

/** 仪器使用率排行: every instrument ranked by utilisation, paging through the ranks. */
export default definePanel<UtilizationData>({
  id: 'utilization',
  title: '仪器使用率排行',
  refreshMs: 300_000,
  minSize: { width: 560, height: 340 },
  useData: useUtilizationData,
  View: UtilizationView,
  isEmpty: (data) => data.rows.length === 0,
});
