import { getRunningTeamSum, usePanelQuery, type PanelDataContext, type RunningTeamSum } from '@cockpit/shared-sdk';

/** What the panel shows: the running teams' headline counts. */
export type __PASCAL__Data = RunningTeamSum;

export function fetch__PASCAL__(signal: AbortSignal): Promise<__PASCAL__Data> {
  return getRunningTeamSum(signal);
}

export function use__PASCAL__Data({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['__REMOTE__', '__PANEL__'], fetch__PASCAL__, refreshMs);
}
