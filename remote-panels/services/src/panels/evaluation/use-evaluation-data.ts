import {
  getEvaluateList,
  getEvaluateSum,
  usePanelQuery,
  type Evaluation,
  type PanelDataContext,
} from '@cockpit/shared-sdk';

/** What the evaluation panel shows. */
export interface EvaluationData {
  /** Satisfied share, % (非常满意 + 满意), one decimal. */
  rate: number;
  /** Average score out of 5. */
  averageScore: number;
  /** Evaluations in all. */
  total: number;
  /** The latest evaluations, newest first. */
  latest: Evaluation[];
}

/** Newest first: by date, then by id (later ids were written later). */
function newestFirst(a: Evaluation, b: Evaluation): number {
  return b.evalDate.localeCompare(a.evalDate) || b.id - a.id;
}

/** Fetches the satisfaction totals and the latest evaluations together. */
export async function fetchEvaluation(signal: AbortSignal): Promise<EvaluationData> {
  const [sum, list] = await Promise.all([getEvaluateSum(signal), getEvaluateList(signal)]);
  return {
    rate: Math.round(sum.satisfactionRate * 10) / 10,
    averageScore: sum.averageScore,
    total: sum.total,
    latest: [...list].sort(newestFirst),
  };
}

export function useEvaluationData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['services', 'evaluation'], fetchEvaluation, refreshMs);
}
