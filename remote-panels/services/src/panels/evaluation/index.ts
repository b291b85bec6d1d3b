import { definePanel } from '@cockpit/shared-sdk';
import { EvaluationView } from './evaluation-view';
import { useEvaluationData, type EvaluationData } from './use-evaluation-data';

/** 服务评价: the satisfaction gauge and the latest evaluations scrolling by. */
export default definePanel<EvaluationData>({
  id: 'evaluation',
  title: '服务评价',
  refreshMs: 60_000,
  minSize: { width: 450, height: 180 },
  useData: useEvaluationData,
  View: EvaluationView,
  isEmpty: (data) => data.total === 0 && data.latest.length === 0,
});
