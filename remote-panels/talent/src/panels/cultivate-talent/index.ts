import { definePanel } from '@cockpit/shared-sdk';
import type { TalentData } from '../../components/talent-data';
import { CultivateTalentView } from './cultivate-talent-view';
import { useCultivateTalentData } from './use-cultivate-talent-data';

/** 人才培养: cultivated talent by category and programme with proportional bars, and totals. */
export default definePanel<TalentData>({
  id: 'cultivate-talent',
  title: '人才培养',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useCultivateTalentData,
  View: CultivateTalentView,
  isEmpty: (data) => data.sum.total === 0 && data.rows.length === 0,
});
