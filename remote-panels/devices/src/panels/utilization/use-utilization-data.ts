import { getDeviceList, usePanelQuery, type PanelDataContext } from '@cockpit/shared-sdk';

/** One instrument on the utilisation ranking. */
export interface UtilizationRow {
  id: number;
  rank: number;
  name: string;
  model: string;
  status: string;
  /** Utilisation, %. */
  rate: number;
  serviceHours: number;
}

/** What the utilisation panel shows: every instrument, busiest first. */
export interface UtilizationData {
  rows: UtilizationRow[];
}

/** Ranks the instruments by utilisation (ties: more service hours first), rank 1 the busiest. */
export async function fetchUtilization(signal: AbortSignal): Promise<UtilizationData> {
  const devices = await getDeviceList(signal);
  const sorted = [...devices].sort((a, b) => b.utilizationRate - a.utilizationRate || b.serviceHours - a.serviceHours);
  return {
    rows: sorted.map((d, i) => ({
      id: d.id,
      rank: i + 1,
      name: d.name,
      model: d.model,
      status: d.status,
      rate: d.utilizationRate,
      serviceHours: d.serviceHours,
    })),
  };
}

export function useUtilizationData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['devices', 'utilization'], fetchUtilization, refreshMs);
}
