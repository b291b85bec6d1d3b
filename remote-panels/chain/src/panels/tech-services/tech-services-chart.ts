import { CHART_PALETTE, COLORS, type ChartOption, type NameValue } from '@cockpit/shared-sdk';

/** Horizontal bars of times served per category, largest on top, each bar labelled with its count. */
export function techServicesOption(byCategory: readonly NameValue[]): ChartOption {
  return {
    grid: { left: 4, right: 72, top: 2, bottom: 2, containLabel: true },
    xAxis: { type: 'value', show: false, max: (v: { max: number }) => v.max },
    yAxis: {
      type: 'category',
      inverse: true,
      data: byCategory.map((c) => c.name),
      axisLine: { show: false },
      axisTick: { show: false },
      axisLabel: { color: COLORS.text, fontSize: 15 },
    },
    series: [
      {
        type: 'bar',
        barWidth: '55%',
        showBackground: true,
        backgroundStyle: { color: 'rgba(41,137,255,0.1)', borderRadius: 6 },
        itemStyle: { borderRadius: 6 },
        label: { show: true, position: 'right', color: COLORS.title, fontSize: 15, fontWeight: 'bold', formatter: (p: { value: number }) => `${p.value.toLocaleString('zh-CN')} 次` },
        data: byCategory.map((c, i) => ({ name: c.name, value: c.value, itemStyle: { color: CHART_PALETTE[i % CHART_PALETTE.length] } })),
      },
    ],
  };
}
