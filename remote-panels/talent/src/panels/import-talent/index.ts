import { definePanel } from '@cockpit/shared-sdk';
import type { TalentData } from '../../components/talent-data';
import { ImportTalentView } from './import-talent-view';
import { useImportTalentData } from './use-import-talent-data';

/** 人才引进: imported talent totals and the programmes by category, auto-paged. */
export default definePanel<TalentData>({
  id: 'import-talent',
  title: '人才引进',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useImportTalentData,
  View: ImportTalentView,
  isEmpty: (data) => data.sum.total === 0 && data.rows.length === 0,
});
