import { getTalentImportList, getTalentImportSum, usePanelQuery, type PanelDataContext } from '@cockpit/shared-sdk';
import { shapeTalent, type TalentData } from '../../components/talent-data';

/** Fetches the imported talent totals and programme rows together, rows grouped by category. */
export async function fetchImportTalent(signal: AbortSignal): Promise<TalentData> {
  const [sum, list] = await Promise.all([getTalentImportSum(signal), getTalentImportList(signal)]);
  return shapeTalent(sum, list);
}

export function useImportTalentData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['talent', 'import-talent'], fetchImportTalent, refreshMs);
}
