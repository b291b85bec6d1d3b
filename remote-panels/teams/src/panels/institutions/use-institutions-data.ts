import {
  getInstitutionSum,
  getInstitutionTeamPage,
  usePanelQuery,
  type InstitutionSum,
  type InstitutionTeam,
  type Page,
  type PanelDataContext,
} from '@cockpit/shared-sdk';

/** Institution teams fetched for the scrolling board. */
export const INSTITUTION_PAGE_SIZE = 30;

/** What the institutions panel shows: headline counts and one page of teams. */
export interface InstitutionsData {
  sum: InstitutionSum;
  page: Page<InstitutionTeam>;
}

export async function fetchInstitutions(pageNum: number, signal: AbortSignal): Promise<InstitutionsData> {
  const [sum, page] = await Promise.all([
    getInstitutionSum(signal),
    getInstitutionTeamPage({ pageNum, pageSize: INSTITUTION_PAGE_SIZE }, signal),
  ]);
  return { sum, page };
}

export function useInstitutionsData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['teams', 'institutions'], (signal) => fetchInstitutions(1, signal), refreshMs);
}
