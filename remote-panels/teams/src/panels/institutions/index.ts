import { definePanel } from '@cockpit/shared-sdk';
import { InstitutionsView } from './institutions-view';
import { useInstitutionsData, type InstitutionsData } from './use-institutions-data';

/** 专业机构: professional institutions' counts and their teams. */
export default definePanel<InstitutionsData>({
  id: 'institutions',
  title: '专业服务机构',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useInstitutionsData,
  View: InstitutionsView,
  isEmpty: (data) => data.page.rows.length === 0,
});
