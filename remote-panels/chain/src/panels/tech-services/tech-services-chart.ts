import { CHART_PALETTE, COLORS, type ChartOption, type NameValue } from '@cockpit/shared-sdk';

const LABEL_PX = 15;
const countLabel = (value: number) => `${value.toLocaleString('zh-CN')} 次`;

/**
 * The width a bold count label takes at `fontPx` (a CJK character is one em, a digit, comma or space about 0.62 em):
 * the room the grid leaves right of the longest bar, so 「1,426 次」 keeps its 次 at every type scale.
 */
export function countLabelPx(value: number, fontPx: number): number {
  const text = countLabel(value);
  const ems = [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff]/.test(ch) ? 1 : 0.62), 0);
  return Math.ceil(ems * fontPx);
}

/**
 * Horizontal bars of times served per category, largest on top, each bar labelled with its count. `typeScale` is
 * the frame's: the chart's text grows with it, and so does the room kept for the labels right of the bars.
 */
export function techServicesOption(byCategory: readonly NameValue[], typeScale = 1): ChartOption {
  const widest = Math.max(0, ...byCategory.map((c) => countLabelPx(c.value, Math.round(LABEL_PX * typeScale))));
  return {
    grid: { left: 4, right: widest + 12, top: 2, bottom: 2, containLabel: true },
    xAxis: { type: 'value', show: false, max: (v: { max: number }) => v.max },
    yAxis: {
      type: 'category',
      inverse: true,
      data: byCategory.map((c) => c.name),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: COLORS.text, fontSize: LABEL_PX },
    },
    series: [
      {
        type: 'bar',
        barWidth: '55%',
        showBackground: true,
        backgroundStyle: { color: 'rgba(41,137,255,0.1)', borderRadius: 6 },
        itemStyle: { borderRadius: 6 },
        label: {
          show: true,
          position: 'right',
          color: COLORS.title,
          fontSize: LABEL_PX,
          fontWeight: 'bold',
          formatter: (p: { value: number }) => countLabel(p.value),
        },
        data: byCategory.map((c, i) => ({
          name: c.name,
          value: c.value,
          itemStyle: { color: CHART_PALETTE[i % CHART_PALETTE.length] },
        })),
      },
    ],
  };
}
