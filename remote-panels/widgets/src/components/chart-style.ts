import { COLORS, WALL_FONT_FAMILY } from '@cockpit/shared-sdk';

/** Every widget chart's text: the named CJK font (ECharts measures on a canvas, where `inherit` is 10 px sans). */
export const CHART_TEXT = { color: COLORS.text, fontSize: 15, fontFamily: WALL_FONT_FAMILY } as const;

/**
 * Tooltips off: a wall has no pointer, and ECharts' HTML tooltip would put data into the page as HTML. Labels and
 * axes are drawn on the canvas, as text.
 */
export const NO_TOOLTIP = { show: false } as const;

/** Chart motion follows the wall's profile: the light profile draws updates at once. */
export const chartMotion = (on: boolean) => ({ animation: on, animationDurationUpdate: on ? 600 : 0 });
