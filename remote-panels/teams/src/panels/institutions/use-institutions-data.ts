import { getInstitutionSum, getInstitutionTeamPage, usePanelQuery, type InstitutionSum, type InstitutionTeam, type Page, type PanelDataContext } from '@cockpit/shared-sdk';

/** Rows per page of the institution team table. */
export const INSTITUTION_PAGE_SIZE = 5;

/** What the institutions panel shows: headline counts and one page of teams. */
export interface InstitutionsData {
  sum: InstitutionSum;
  page: Page<InstitutionTeam>;
}

export async function fetchInstitutions(pageNum: number, signal: AbortSignal): Promise<InstitutionsData> {
  const [sum, page] = await Promise.all([getInstitutionSum(signal), getInstitutionTeamPage({ pageNum, pageSize: INSTITUTION_PAGE_SIZE }, signal)]);
  return { sum, page };
}

export function useInstitutionsPage(pageNum: number, refreshMs: number) {
  return usePanelQuery(['teams', 'institutions', pageNum], (signal) => fetchInstitutions(pageNum, signal), refreshMs);
}

export function useInstitutionsData({ refreshMs }: PanelDataContext) {
  return useInstitutionsPage(1, refreshMs);
}
