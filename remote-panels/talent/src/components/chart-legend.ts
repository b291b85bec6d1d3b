import { COLORS } from '@cockpit/shared-sdk';

/** The legend of the talent charts: top right, over the plot, its marks as small as the two series need. */
export const TALENT_LEGEND = {
  top: 0,
  right: 0,
  itemWidth: 14,
  itemHeight: 8,
  itemGap: 12,
  textStyle: { color: COLORS.text, fontSize: 15 },
};
