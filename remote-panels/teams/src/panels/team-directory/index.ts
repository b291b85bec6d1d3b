import { definePanel, type Page, type RunningTeam } from '@cockpit/shared-sdk';
import { TeamDirectoryView } from './team-directory-view';
import { useTeamDirectoryData } from './use-team-directory-data';

/** 团队名录: the paged table of running teams. */
export default definePanel<Page<RunningTeam>>({
  id: 'team-directory',
  title: '团队名录',
  refreshMs: 60_000,
  minSize: { width: 464, height: 380 },
  useData: useTeamDirectoryData,
  View: TeamDirectoryView,
});
