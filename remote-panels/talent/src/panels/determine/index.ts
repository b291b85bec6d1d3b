import { definePanel } from '@cockpit/shared-sdk';
import { DetermineView } from './determine-view';
import { useDetermineData, type DetermineData } from './use-determine-data';

/** 人才认定: talent recognised this year, with the monthly trend of imported and cultivated talent. */
export default definePanel<DetermineData>({
  id: 'determine',
  title: '人才认定',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useDetermineData,
  View: DetermineView,
  isEmpty: (data) => data.total === 0 && data.months.every((m) => m.importCount + m.cultivateCount === 0),
});
