import { CHART_PALETTE, COLORS } from '@cockpit/shared-sdk';

/** The colours of the two series every talent chart draws: imported talent, then cultivated. */
export const IMPORT_COLOR = CHART_PALETTE[1];
export const CULTIVATE_COLOR = CHART_PALETTE[2];

/** The legend of the talent charts: top right, over the plot, its marks as small as the two series need. */
export const TALENT_LEGEND = {
  top: 0,
  right: 0,
  itemWidth: 14,
  itemHeight: 8,
  itemGap: 12,
  textStyle: { color: COLORS.text, fontSize: 15 },
};
