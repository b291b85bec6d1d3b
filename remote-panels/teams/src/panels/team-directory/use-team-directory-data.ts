import {
  getRunningTeamPage,
  usePanelQuery,
  type Page,
  type PanelDataContext,
  type RunningTeam,
} from '@cockpit/shared-sdk';

/** Rows per page of the frame's first page; the view then asks for as many as fit its slot. */
export const DIRECTORY_PAGE_SIZE = 7;

/** One page of the running-team directory; the frame's data is page 1, the view pages on. */
export function useTeamDirectoryPage(pageNum: number, refreshMs: number, pageSize = DIRECTORY_PAGE_SIZE) {
  return usePanelQuery<Page<RunningTeam>>(
    ['teams', 'team-directory', pageNum, pageSize],
    (signal) => getRunningTeamPage({ pageNum, pageSize }, signal),
    refreshMs,
  );
}

export function useTeamDirectoryData({ refreshMs }: PanelDataContext) {
  return useTeamDirectoryPage(1, refreshMs);
}
