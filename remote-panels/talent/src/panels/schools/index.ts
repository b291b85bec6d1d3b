import { definePanel } from '@cockpit/shared-sdk';
import { SchoolsView } from './schools-view';
import { useSchoolsData, type SchoolsData } from './use-schools-data';

/** 高校分布: the universities with the most talent, imported and cultivated, as horizontal bars. */
export default definePanel<SchoolsData>({
  id: 'schools',
  title: '高校分布',
  refreshMs: 300_000,
  minSize: { width: 420, height: 190 },
  useData: useSchoolsData,
  View: SchoolsView,
  isEmpty: (data) => data.top.length === 0,
});
