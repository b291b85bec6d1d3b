import {
  COLORS,
  EChart,
  linearGradient,
  type ChartOption,
  type PanelViewProps,
  type SchoolStat,
} from '@cockpit/shared-sdk';
import { useMemo } from 'react';
import { CULTIVATE_COLOR, IMPORT_COLOR, TALENT_LEGEND } from '../../components/talent-chart';
import { escapeHtml } from '../../components/escape-html';
import type { SchoolsData } from './use-schools-data';

function bar(name: string, color: string, values: number[], last: boolean, totals: number[]) {
  return {
    name,
    type: 'bar',
    stack: 'talent',
    barWidth: 11,
    data: values,
    itemStyle: {
      color: linearGradient(`${color}55`, color, 'right'),
      borderRadius: last ? [0, 5, 5, 0] : 0,
    },
    // The total of both series, written after the outer bar.
    label: last
      ? {
          show: true,
          position: 'right',
          color: COLORS.title,
          fontSize: 15,
          fontWeight: 700,
          formatter: ({ dataIndex }: { dataIndex: number }) => `${totals[dataIndex]}`,
        }
      : { show: false },
  };
}

/** Horizontal stacked bars of the top universities (most at the top), imported then cultivated. */
export function schoolsOption(top: readonly SchoolStat[]): ChartOption {
  const rows = [...top].reverse(); // a category y axis draws its first item at the bottom
  const totals = rows.map((s) => s.talentCount);
  return {
    grid: { top: 22, right: 40, bottom: 0, left: 2, containLabel: true },
    legend: TALENT_LEGEND,
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      textStyle: { fontSize: 15 },
      formatter: (params: { dataIndex: number }[]) => {
        const s = rows[params[0]?.dataIndex ?? 0];
        return s
          ? `${escapeHtml(s.school)}<br/>人才 ${s.talentCount} 人（引进 ${s.importCount}，培养 ${s.cultivateCount}）<br/>在孵团队 ${s.teamCount} 个`
          : '';
      },
    },
    xAxis: { type: 'value', show: false },
    yAxis: {
      type: 'category',
      data: rows.map((s) => s.school),
      axisLabel: { color: COLORS.text, fontSize: 15, margin: 8 },
      axisLine: { lineStyle: { color: 'rgba(127,166,214,0.5)' } },
      axisTick: { show: false },
    },
    series: [
      bar(
        '引进',
        IMPORT_COLOR,
        rows.map((s) => s.importCount),
        false,
        totals,
      ),
      bar(
        '培养',
        CULTIVATE_COLOR,
        rows.map((s) => s.cultivateCount),
        true,
        totals,
      ),
    ],
  };
}

/** Universities by talent: the top few as horizontal bars with their totals. */
export function SchoolsView({ data }: PanelViewProps<SchoolsData>) {
  const option = useMemo(() => schoolsOption(data.top), [data.top]);
  return <EChart option={option} ariaLabel={`人才最多的${data.top.length}所高校（共${data.schoolCount}所）`} />;
}
