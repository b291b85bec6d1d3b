import { COLORS } from '@cockpit/shared-sdk';

/**
 * The tooltip of the industry charts: appended to the page so the small chart does not clip it,
 * and always to the right of the pointer, since the charts sit at the left of their panels.
 * ECharts HTML-escapes the values a string template fills in, so API names stay text.
 */
export const industryTooltip = {
  trigger: 'item',
  formatter: '{b}：{c} 家（{d}%）',
  appendTo: 'body',
  position: (point: number[]) => [point[0] + 16, point[1] - 12],
  backgroundColor: 'rgba(8, 30, 74, 0.95)',
  borderColor: COLORS.panelBorder,
  textStyle: { fontSize: 15, color: COLORS.text },
} as const;
