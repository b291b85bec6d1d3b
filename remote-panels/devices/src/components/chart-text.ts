import { COLORS, cockpitTheme } from '@cockpit/shared-sdk';

/**
 * The global text style of this remote's charts. The font is named, not `inherit`: ECharts measures
 * text on a canvas, where `inherit` is not a font, so labels would be measured at the canvas's
 * 10 px default and legends and axis labels would overlap or be clipped.
 */
export const CHART_TEXT = { color: COLORS.text, fontSize: 15, fontFamily: cockpitTheme.typography.fontFamily } as const;
