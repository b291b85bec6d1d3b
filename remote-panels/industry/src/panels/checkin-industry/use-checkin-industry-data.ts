import { getCheckinEnterprises, usePanelQuery, type PanelDataContext } from '@cockpit/shared-sdk';
import { industryShares, type IndustryShares } from '../../components/industry-shares';

/** Enterprises now in the park, counted by industry. */
export async function fetchCheckinIndustry(signal: AbortSignal): Promise<IndustryShares> {
  return industryShares(await getCheckinEnterprises(signal));
}

export function useCheckinIndustryData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['industry', 'checkin-industry'], fetchCheckinIndustry, refreshMs);
}
