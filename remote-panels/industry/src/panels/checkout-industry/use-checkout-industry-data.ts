import {
  countBy,
  getCheckoutEnterprises,
  usePanelQuery,
  type NameValue,
  type PanelDataContext,
} from '@cockpit/shared-sdk';
import { industryShares, type IndustryShares } from '../../components/industry-shares';

/** Enterprises that moved out, counted by industry, with the most common reason for leaving. */
export interface CheckoutIndustryData extends IndustryShares {
  /** The reason most of them gave (the most recent one wins a tie); null when none left. */
  topReason: NameValue | null;
}

/** The largest pair; on a tie the first one (pairs come in order of first appearance). */
export function largest(pairs: readonly NameValue[]): NameValue | null {
  return pairs.reduce<NameValue | null>((best, pair) => (best === null || pair.value > best.value ? pair : best), null);
}

export async function fetchCheckoutIndustry(signal: AbortSignal): Promise<CheckoutIndustryData> {
  const records = await getCheckoutEnterprises(signal);
  return { ...industryShares(records), topReason: largest(countBy(records, 'reason')) };
}

export function useCheckoutIndustryData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['industry', 'checkout-industry'], fetchCheckoutIndustry, refreshMs);
}
