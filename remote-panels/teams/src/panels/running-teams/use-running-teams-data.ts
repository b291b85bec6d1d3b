import {
  getRunningTeams,
  getRunningTeamSum,
  usePanelQuery,
  type PanelDataContext,
  type RunningTeam,
  type RunningTeamSum,
} from '@cockpit/shared-sdk';

/** What the running-teams panel shows. */
export interface RunningTeamsData {
  sum: RunningTeamSum;
  teams: RunningTeam[];
}

/** Fetches the running teams' headline counts and list together. */
export async function fetchRunningTeams(signal: AbortSignal): Promise<RunningTeamsData> {
  const [sum, teams] = await Promise.all([getRunningTeamSum(signal), getRunningTeams(signal)]);
  return { sum, teams };
}

export function useRunningTeamsData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['teams', 'running-teams'], fetchRunningTeams, refreshMs);
}
