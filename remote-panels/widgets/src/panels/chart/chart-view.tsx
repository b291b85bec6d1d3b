import { colourHex, COLORS, EChart, useMotionsOn, type ChartOption, type PanelViewProps } from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import { CHART_TEXT, chartMotion, NO_TOOLTIP } from '../../components/chart-style';
import type { WidgetData } from '../../components/define-widget';
import type { Series } from '../../components/shapes';

export type ChartData = WidgetData<'chart', Series>;

/** The line or bar chart's option: one series per mapped series, coloured from the theme by name (else in palette order). */
export function chartOption({ options, value }: ChartData, motion: boolean): ChartOption {
  const colourAt = (i: number) => colourHex(options.colours?.[i] ?? (i === 0 ? options.colour : undefined), i);
  const named = value.series.some((s) => s.name);
  return {
    ...chartMotion(motion),
    textStyle: CHART_TEXT,
    tooltip: NO_TOOLTIP,
    grid: { left: 8, right: 16, top: named ? 36 : 16, bottom: 4, containLabel: true },
    legend: named ? { top: 0, right: 8, textStyle: { color: COLORS.text, fontSize: 15 } } : undefined,
    xAxis: {
      type: 'category',
      data: value.x,
      axisLabel: { color: COLORS.muted, fontSize: 15 },
      axisLine: { lineStyle: { color: 'rgba(64,156,255,0.4)' } },
    },
    yAxis: {
      type: 'value',
      name: options.unit,
      nameTextStyle: { color: COLORS.muted },
      axisLabel: { color: COLORS.muted, fontSize: 15 },
      splitLine: { lineStyle: { color: 'rgba(64,156,255,0.15)', type: 'dashed' } },
    },
    series: value.series.map((s, i) => ({
      name: s.name,
      type: options.variant ?? 'line',
      data: s.data,
      smooth: true,
      barMaxWidth: 24,
      itemStyle: { color: colourAt(i) },
      label: { show: value.x.length <= 12, position: 'top', color: COLORS.title, fontSize: 14 },
    })),
  };
}

/** A line (default) or bar chart of the mapped series. */
export function ChartView({ data }: PanelViewProps<ChartData>) {
  const motion = useMotionsOn();
  const option = useMemo(() => chartOption(data, motion), [data, motion]);
  const summary = data.value.series.map((s) => `${s.name}${s.data.join('、')}`).join('；');
  return <EChart option={option} ariaLabel={`${data.options.title ?? '图表'}：${summary}`} />;
}
