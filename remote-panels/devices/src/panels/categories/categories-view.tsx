import { COLORS, EChart, type ChartOption, type PanelViewProps } from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import { deviceStatusColor } from '../../components/status-colors';
import { CHART_TEXT } from '../../components/chart-text';
import type { CategoriesData } from './use-categories-data';

/** The chart option: one horizontal bar per category, stacked by status, its total at the end. */
export function categoriesOption({ statuses, rows }: CategoriesData): ChartOption {
  const tooltip = (params: { dataIndex: number }[]) => {
    const row = rows[params[0]?.dataIndex ?? 0];
    const parts = statuses.map((status, i) => `${status} ${row.byStatus[i]} 台`).join('<br/>');
    return `${row.category}：${row.total} 台套<br/>${parts}<br/>原值 ${row.value.toLocaleString('zh-CN')} 万元`;
  };
  return {
    textStyle: CHART_TEXT,
    grid: { left: 8, right: 56, top: 34, bottom: 4, containLabel: true },
    legend: {
      top: 0,
      right: 8,
      itemWidth: 14,
      itemHeight: 14,
      textStyle: { color: COLORS.text, fontSize: 15 },
      data: statuses,
    },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltip, textStyle: { fontSize: 15 } },
    xAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: COLORS.muted, fontSize: 15 },
      splitLine: { lineStyle: { color: 'rgba(64,156,255,0.15)', type: 'dashed' } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => r.category),
      axisLabel: { color: COLORS.text, fontSize: 15 },
      axisLine: { lineStyle: { color: 'rgba(64,156,255,0.4)' } },
      axisTick: { show: false },
    },
    series: [
      ...statuses.map((status, s) => ({
        name: status,
        type: 'bar',
        stack: 'count',
        barWidth: 16,
        itemStyle: { color: deviceStatusColor(status, s) },
        data: rows.map((r) => r.byStatus[s]),
      })),
      {
        name: '合计',
        type: 'bar',
        stack: 'count',
        data: rows.map(() => 0),
        tooltip: { show: false },
        label: {
          show: true,
          position: 'right',
          color: COLORS.title,
          fontSize: 16,
          fontWeight: 700,
          formatter: ({ dataIndex }: { dataIndex: number }) => `${rows[dataIndex].total} 台`,
        },
      },
    ],
  };
}

/** Instruments per category (most first), each bar split by status. */
export function CategoriesView({ data }: PanelViewProps<CategoriesData>) {
  const option = useMemo(() => categoriesOption(data), [data]);
  const summary = data.rows.map((r) => `${r.category}${r.total}台`).join('，');
  return <EChart option={option} ariaLabel={`仪器类别分布：${summary}`} />;
}
