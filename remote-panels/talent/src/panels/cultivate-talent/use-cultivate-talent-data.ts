import {
  getTalentCultivateList,
  getTalentCultivateSum,
  usePanelQuery,
  type PanelDataContext,
} from '@cockpit/shared-sdk';
import { shapeTalent, type TalentData } from '../../components/talent-data';

/** Fetches the cultivated talent totals and programme rows together, rows grouped by category. */
export async function fetchCultivateTalent(signal: AbortSignal): Promise<TalentData> {
  const [sum, list] = await Promise.all([getTalentCultivateSum(signal), getTalentCultivateList(signal)]);
  return shapeTalent(sum, list);
}

export function useCultivateTalentData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['talent', 'cultivate-talent'], fetchCultivateTalent, refreshMs);
}
