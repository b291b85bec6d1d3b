import { countBy, type NameValue } from '@cockpit/shared-sdk';

/** The bucket of records without an industry, and of the smallest industries when there are too many. */
export const OTHER = '其他';

/** Most slices a chart and its legend show; beyond this the smallest industries fold into {@link OTHER}. */
export const MAX_SLICES = 8;

/** Records counted by industry, ready for a pie and its legend. */
export interface IndustryShares {
  /** Industries by count, largest first (ties keep their first appearance); {@link OTHER} always last. */
  items: NameValue[];
  /** Number of records, the sum of every item. */
  total: number;
}

/**
 * Counts records by their `industry` with the SDK's `countBy` (missing or empty → 其他),
 * orders the pairs largest first and folds the tail into 其他 so at most `maxSlices` remain.
 */
export function industryShares(
  records: readonly { industry?: string | null }[],
  maxSlices = MAX_SLICES,
): IndustryShares {
  const counted = countBy(records, 'industry');
  const other = counted.find((item) => item.name === OTHER)?.value ?? 0;
  const named = counted.filter((item) => item.name !== OTHER).sort((a, b) => b.value - a.value); // stable: ties keep appearance order
  const fits = named.length + (other > 0 ? 1 : 0) <= maxSlices;
  const kept = fits ? named : named.slice(0, maxSlices - 1);
  const folded = other + (fits ? 0 : named.slice(maxSlices - 1).reduce((sum, item) => sum + item.value, 0));
  const items = folded > 0 ? [...kept, { name: OTHER, value: folded }] : kept;
  return { items, total: records.length };
}
