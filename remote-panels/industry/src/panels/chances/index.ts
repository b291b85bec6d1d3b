import { definePanel } from '@cockpit/shared-sdk';
import { ChancesView } from './chances-view';
import { useChancesData, type ChancesData } from './use-chances-data';

/** 机会清单: totals of the opportunity list and a scrolling board of the newest opportunities. */
export default definePanel<ChancesData>({
  id: 'chances',
  title: '机会清单',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useChancesData,
  View: ChancesView,
  isEmpty: (data) => data.rows.length === 0,
});
