import { CHART_PALETTE, COLORS, EChart, type ChartOption, type PanelViewProps, typeSize } from '@cockpit/shared-sdk';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import type { ActivityByMonthData } from './use-activity-by-month-data';

const BAR = CHART_PALETTE[0];
const LINE = CHART_PALETTE[2];

/** The chart: activity counts as labelled bars, participants as a line on its own (hidden) axis. */
export function activityOption(data: ActivityByMonthData): ChartOption {
  const axisText = { color: COLORS.muted, fontSize: 15 };
  return {
    grid: { top: 6, right: 2, bottom: 2, left: 2, containLabel: true },
    tooltip: {
      trigger: 'axis',
      textStyle: { fontSize: 15 },
      // Built from our own month labels and numbers only (no API text reaches the tooltip's HTML).
      formatter: (params: { dataIndex: number }[]) => {
        const p = data.points[params[0]?.dataIndex ?? 0];
        return p
          ? `${p.fullLabel}<br/>活动场次 ${p.count} 场<br/>参与人次 ${p.participants.toLocaleString('zh-CN')} 人次`
          : '';
      },
    },
    xAxis: {
      type: 'category',
      data: data.points.map((p) => p.label),
      axisLabel: { ...axisText, interval: 0, margin: 6 },
      axisTick: { show: false },
      axisLine: { lineStyle: { color: 'rgba(127,166,214,0.5)' } },
    },
    // Bars in the lower part (labelled with their counts), the participants line above them: no
    // y-axis labels to crowd the slot; the legend carries the totals and the tooltip every value.
    yAxis: [
      { type: 'value', show: false, min: 0, max: (v: { max: number }) => Math.ceil(v.max * 1.9) },
      {
        type: 'value',
        show: false,
        min: (v: { max: number }) => -v.max * 0.9,
        max: (v: { max: number }) => v.max * 1.05,
      },
    ],
    series: [
      {
        name: '活动场次',
        type: 'bar',
        barWidth: '46%',
        data: data.points.map((p) => p.count),
        label: { show: true, position: 'top', color: COLORS.text, fontSize: 15, distance: 2 },
        itemStyle: { color: BAR, borderRadius: [3, 3, 0, 0] },
      },
      {
        name: '参与人次',
        type: 'line',
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 6,
        data: data.points.map((p) => p.participants),
        lineStyle: { color: LINE, width: 2 },
        itemStyle: { color: LINE },
      },
    ],
  };
}

function Legend({
  color,
  label,
  value,
  unit,
  line,
}: {
  color: string;
  label: string;
  value: number;
  unit: string;
  line?: boolean;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ width: 14, height: line ? 3 : 12, bgcolor: color, borderRadius: 0.5 }} />
      {label}
      <Box component="span" sx={{ color, fontWeight: 700, fontSize: typeSize(18) }}>
        {value.toLocaleString('zh-CN')}
      </Box>
      {unit}
    </Box>
  );
}

/** Monthly activities: a legend line with the period's totals over a bar + line chart. */
export function ActivityByMonthView({ data }: PanelViewProps<ActivityByMonthData>) {
  const option = useMemo(() => activityOption(data), [data]);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        data-legend
        sx={{
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          fontSize: typeSize(15),
          color: COLORS.text,
          lineHeight: typeSize(22),
        }}
      >
        <Legend color={BAR} label="活动场次" value={data.totalCount} unit="场" />
        <Legend color={LINE} label="参与人次" value={data.totalParticipants} unit="人次" line />
        <Box component="span" sx={{ ml: 'auto', color: COLORS.muted, whiteSpace: 'nowrap' }}>
          近{data.points.length}个月
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <EChart option={option} ariaLabel="活动月度统计图" />
      </Box>
    </Box>
  );
}
