import { CHART_PALETTE, COLORS, useDict, type DictOption, type NameValue } from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import { OTHER } from './industry-shares';

/** Colour of the 其他 slice: quiet, so it never competes with a real industry. */
export const OTHER_COLOR = COLORS.muted;

/**
 * Colours of industries, in order. An industry's place in the `team_industry` dictionary picks its
 * palette colour, so it wears the same colour in the check-in and the check-out chart; names the
 * dictionary does not know take the colours after the dictionary's, in order; 其他 is muted.
 */
export function industryColors(names: readonly string[], dict: readonly DictOption[]): string[] {
  let unknown = 0;
  return names.map((name) => {
    if (name === OTHER) return OTHER_COLOR;
    const index = dict.findIndex((option) => option.label === name);
    return CHART_PALETTE[(index >= 0 ? index : dict.length + unknown++) % CHART_PALETTE.length];
  });
}

/** {@link industryColors} of `items` with the `team_industry` dictionary (loaded once per page). */
export function useIndustryColors(items: readonly NameValue[]): string[] {
  const dict = useDict('team_industry');
  return useMemo(
    () =>
      industryColors(
        items.map((item) => item.name),
        dict,
      ),
    [items, dict],
  );
}
