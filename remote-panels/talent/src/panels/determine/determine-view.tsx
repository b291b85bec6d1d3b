import { COLORS, EChart, linearGradient, type ChartOption, type PanelViewProps, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CULTIVATE_COLOR, IMPORT_COLOR, TALENT_LEGEND } from '../../components/talent-chart';
import { FigureStack } from '../../components/figure-stack';
import type { DetermineData, DetermineMonth } from './use-determine-data';

function area(name: string, color: string, values: number[]) {
  return {
    name,
    type: 'line',
    smooth: true,
    symbol: 'circle',
    symbolSize: 5,
    data: values,
    lineStyle: { width: 2, color },
    itemStyle: { color },
    areaStyle: { color: linearGradient(`${color}66`, `${color}00`) },
  };
}

/** The compact two-line trend option: imported against cultivated recognitions per month. */
export function determineOption(months: readonly DetermineMonth[]): ChartOption {
  return {
    grid: { top: 26, right: 8, bottom: 2, left: 4, containLabel: true },
    legend: TALENT_LEGEND,
    tooltip: { trigger: 'axis', textStyle: { fontSize: 15 } },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: months.map((m) => m.label),
      axisLabel: { color: COLORS.muted, fontSize: 15, margin: 6 },
      axisLine: { lineStyle: { color: 'rgba(127,166,214,0.5)' } },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      splitNumber: 2,
      axisLabel: { color: COLORS.muted, fontSize: 15 },
      splitLine: { lineStyle: { color: 'rgba(64,156,255,0.15)', type: 'dashed' } },
    },
    series: [
      area(
        '引进',
        IMPORT_COLOR,
        months.map((m) => m.importCount),
      ),
      area(
        '培养',
        CULTIVATE_COLOR,
        months.map((m) => m.cultivateCount),
      ),
    ],
  };
}

/** Recognised talent: the year's total and this month's count beside the monthly trend lines. */
export function DetermineView({ data }: PanelViewProps<DetermineData>) {
  const option = useMemo(() => determineOption(data.months), [data.months]);
  const latest = data.latestMonth;
  const figures = [
    { label: `${data.year}年认定`, value: data.total, unit: '人', color: COLORS.accent },
    {
      label: latest ? `${latest.label}认定` : '本月认定',
      value: latest ? latest.importCount + latest.cultivateCount : 0,
      unit: '人',
      color: '#2989ff',
    },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `${typeSize(94)} minmax(0, 1fr)`, gap: 1.25, height: '100%' }}>
      <FigureStack figures={figures} />
      <EChart option={option} ariaLabel={`${data.year}年每月人才认定趋势`} />
    </Box>
  );
}
