import { getSchoolList, usePanelQuery, type PanelDataContext, type SchoolStat } from '@cockpit/shared-sdk';

/** How many universities the bar chart shows: as many bars as fit the 464x190 slot legibly. */
export const TOP_SCHOOLS = 5;

/** What the universities panel shows: the top universities by talent, most first. */
export interface SchoolsData {
  top: SchoolStat[];
  /** Universities with any talent or team in all. */
  schoolCount: number;
}

/** Keeps the universities with talent, most talent first (ties by teams, then name), the first `n`. */
export function shapeSchools(list: readonly SchoolStat[], n = TOP_SCHOOLS): SchoolsData {
  const ranked = list
    .filter((s) => s.talentCount > 0 || s.teamCount > 0)
    .sort(
      (a, b) => b.talentCount - a.talentCount || b.teamCount - a.teamCount || a.school.localeCompare(b.school, 'zh-CN'),
    );
  return { top: ranked.slice(0, n).filter((s) => s.talentCount > 0), schoolCount: ranked.length };
}

export async function fetchSchools(signal: AbortSignal): Promise<SchoolsData> {
  return shapeSchools(await getSchoolList(signal));
}

export function useSchoolsData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['talent', 'schools'], fetchSchools, refreshMs);
}
