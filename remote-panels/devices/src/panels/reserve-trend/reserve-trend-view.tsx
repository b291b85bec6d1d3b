import {
  CHART_PALETTE,
  COLORS,
  EChart,
  linearGradient,
  type ChartOption,
  type PanelViewProps,
  typeSize,
  useTypeScale,
} from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { CHART_TEXT } from '../../components/chart-text';
import type { ReserveTrendData } from './use-reserve-trend-data';

/** Axis label of a 'YYYY-MM' month: `M月`, with the year under the first month and every January. */
export function monthLabel(month: string, index: number): string {
  const [year, m] = month.split('-');
  return index === 0 || m === '01' ? `${Number(m)}月\n${year}` : `${Number(m)}月`;
}

const splitLine = { lineStyle: { color: 'rgba(64,156,255,0.15)', type: 'dashed' } };

/** Chart text size, px at type scale 1 (the SDK scales it with the slot's type). */
const TEXT_PX = 15;

/**
 * Bars of machine hours (right axis) under a line of reservation counts (left axis). The plot starts below the legend
 * (a line of text) by half an axis label and a gap, at the panel's type scale: the axes' top labels, centred on the
 * plot's top edge, stay clear of the legend however large the type.
 */
export function reserveTrendOption({ months }: ReserveTrendData, typeScale = 1): ChartOption {
  const [line, bar] = [CHART_PALETTE[1], CHART_PALETTE[0]];
  return {
    textStyle: CHART_TEXT,
    grid: {
      left: 4,
      right: 4,
      top: Math.round(TEXT_PX * (1.45 + 0.75) * typeScale + 10),
      bottom: 4,
      containLabel: true,
    },
    legend: { top: 0, right: 0, itemWidth: 14, itemHeight: 10, textStyle: { color: COLORS.text, fontSize: 15 } },
    tooltip: { trigger: 'axis', textStyle: { fontSize: 15 } },
    xAxis: {
      type: 'category',
      data: months.map((m) => m.month),
      // Two lines under the first month and each January (the year under the month): each line a line apart.
      axisLabel: {
        color: COLORS.text,
        fontSize: TEXT_PX,
        lineHeight: Math.round(TEXT_PX * 1.5),
        interval: 0,
        formatter: monthLabel,
      },
      axisLine: { lineStyle: { color: 'rgba(64,156,255,0.4)' } },
      axisTick: { show: false },
    },
    yAxis: [
      { type: 'value', minInterval: 1, axisLabel: { color: COLORS.muted, fontSize: 15 }, splitLine },
      { type: 'value', axisLabel: { color: COLORS.muted, fontSize: 15 }, splitLine: { show: false } },
    ],
    series: [
      {
        name: '机时（小时）',
        type: 'bar',
        yAxisIndex: 1,
        barWidth: '46%',
        itemStyle: { color: linearGradient(`${bar}dd`, `${bar}22`) },
        data: months.map((m) => m.hours),
      },
      {
        name: '预约（次）',
        type: 'line',
        smooth: true,
        symbolSize: 7,
        lineStyle: { width: 3, color: line },
        itemStyle: { color: line },
        areaStyle: { color: linearGradient(`${line}55`, `${line}00`) },
        label: { show: true, position: 'top', color: COLORS.title, fontSize: 15 },
        data: months.map((m) => m.count),
      },
    ],
  };
}

function Figure({ label, value, unit, color }: { label: string; value: string; unit: string; color: string }) {
  return (
    <Box
      data-figure={label}
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'center',
        gap: 0.75,
        whiteSpace: 'nowrap',
        bgcolor: 'rgba(41,137,255,0.08)',
        py: 0.25,
      }}
    >
      <Box component="span" sx={{ fontSize: typeSize(15), color: COLORS.muted }}>
        {label}
      </Box>
      <Box component="span" sx={{ fontSize: typeSize(24), fontWeight: 700, color }}>
        {value}
      </Box>
      <Box component="span" sx={{ fontSize: typeSize(15), color: COLORS.muted }}>
        {unit}
      </Box>
    </Box>
  );
}

/** Reservations per month over the last year, with the year's totals above the chart. */
export function ReserveTrendView({ data }: PanelViewProps<ReserveTrendData>) {
  const typeScale = useTypeScale();
  const option = useMemo(() => reserveTrendOption(data, typeScale), [data, typeScale]);
  const average = data.months.length ? Math.round(data.totalCount / data.months.length) : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Figure
          label={`近${data.months.length}月预约`}
          value={data.totalCount.toLocaleString('zh-CN')}
          unit="次"
          color={CHART_PALETTE[1]}
        />
        <Figure label="机时" value={data.totalHours.toLocaleString('zh-CN')} unit="小时" color={CHART_PALETTE[0]} />
        <Figure label="月均" value={String(average)} unit="次" color={CHART_PALETTE[2]} />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <EChart option={option} ariaLabel={`近${data.months.length}个月仪器预约趋势`} />
      </Box>
    </Box>
  );
}
