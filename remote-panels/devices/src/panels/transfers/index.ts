import { definePanel } from '@cockpit/shared-sdk';
import { TransfersView } from './transfers-view';
import { useTransfersData, type TransfersData } from './use-transfers-data';

/** 科技成果转化: the auto-paged table of technology transfer achievements. */
export default definePanel<TransfersData>({
  id: 'transfers',
  title: '科技成果转化',
  refreshMs: 300_000,
  minSize: { width: 670, height: 380 },
  useData: useTransfersData,
  View: TransfersView,
  isEmpty: (data) => data.rows.length === 0,
});
