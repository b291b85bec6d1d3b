import { definePanel } from '@cockpit/shared-sdk';
import { RunningTeamsView } from './running-teams-view';
import { useRunningTeamsData, type RunningTeamsData } from './use-running-teams-data';

/** 在孵团队: headline counts and the scrolling list of running teams. */
export default definePanel<RunningTeamsData>({
  id: 'running-teams',
  title: '在孵团队',
  refreshMs: 60_000,
  minSize: { width: 464, height: 360 },
  useData: useRunningTeamsData,
  View: RunningTeamsView,
  isEmpty: (data) => data.teams.length === 0,
});
