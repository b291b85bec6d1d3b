import { getRunningTeamPage, usePanelQuery, type Page, type PanelDataContext, type RunningTeam } from '@cockpit/shared-sdk';

/** Rows per page of the directory. */
export const DIRECTORY_PAGE_SIZE = 7;

/** One page of the running-team directory; the frame's data is page 1, the view pages on. */
export function useTeamDirectoryPage(pageNum: number, refreshMs: number) {
  return usePanelQuery<Page<RunningTeam>>(
    ['teams', 'team-directory', pageNum],
    (signal) => getRunningTeamPage({ pageNum, pageSize: DIRECTORY_PAGE_SIZE }, signal),
    refreshMs,
  );
}

export function useTeamDirectoryData({ refreshMs }: PanelDataContext) {
  return useTeamDirectoryPage(1, refreshMs);
}
