import { CHART_PALETTE } from '../theme/palette';

/** The theme's chart colours by the names an operator picks them by (a widget's configuration names, never hex). */
export const WIDGET_COLOURS = {
  blue: { label: '蓝', hex: CHART_PALETTE[0] },
  cyan: { label: '青', hex: CHART_PALETTE[1] },
  yellow: { label: '黄', hex: CHART_PALETTE[2] },
  orange: { label: '橙', hex: CHART_PALETTE[3] },
  purple: { label: '紫', hex: CHART_PALETTE[4] },
  green: { label: '绿', hex: CHART_PALETTE[5] },
  pink: { label: '粉', hex: CHART_PALETTE[6] },
  teal: { label: '湖蓝', hex: CHART_PALETTE[7] },
  red: { label: '红', hex: CHART_PALETTE[8] },
} as const;

export type WidgetColour = keyof typeof WIDGET_COLOURS;
export const WIDGET_COLOUR_NAMES = Object.keys(WIDGET_COLOURS) as WidgetColour[];

/** The hex of a colour name, or the palette's colour at `index` when none was chosen. */
export function colourHex(name: WidgetColour | undefined, index = 0): string {
  return name ? WIDGET_COLOURS[name].hex : CHART_PALETTE[index % CHART_PALETTE.length];
}
