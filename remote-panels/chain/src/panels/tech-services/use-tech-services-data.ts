import { getTechServiceList, usePanelQuery, type NameValue, type PanelDataContext } from '@cockpit/shared-sdk';

/** What the tech-services panel shows: headline counts and service times by category. */
export interface TechServicesData {
  /** Service offerings (one service by one provider). */
  itemCount: number;
  /** Distinct providers. */
  providerCount: number;
  /** Times served, all offerings together. */
  serviceTotal: number;
  /** Times served per category, most first. */
  byCategory: NameValue[];
}

/** Fetches the technology services and sums them by category. */
export async function fetchTechServices(signal: AbortSignal): Promise<TechServicesData> {
  const services = await getTechServiceList(signal);
  const sums = new Map<string, number>();
  for (const s of services) sums.set(s.category || '其他', (sums.get(s.category || '其他') ?? 0) + s.serviceCount);
  const byCategory = [...sums].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value);
  return {
    itemCount: services.length,
    providerCount: new Set(services.map((s) => s.provider)).size,
    serviceTotal: services.reduce((sum, s) => sum + s.serviceCount, 0),
    byCategory,
  };
}

export function useTechServicesData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['chain', 'tech-services'], fetchTechServices, refreshMs);
}
