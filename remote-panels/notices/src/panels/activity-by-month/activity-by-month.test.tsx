import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { getActivityByMonth, type PanelData } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import activityByMonth from '.';
import { activityOption } from './activity-by-month-view';
import { ACTIVITY_MONTHS, fetchActivityByMonth, type ActivityByMonthData } from './use-activity-by-month-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getActivityByMonth: jest.fn(),
}));

/** Twelve months from 2025-12 to 2026-11, as the API sends them. */
const months = Array.from({ length: 12 }, (_, i) => {
  const m = ((11 + i) % 12) + 1;
  const y = i === 0 ? 2025 : 2026;
  return { month: `${y}-${String(m).padStart(2, '0')}`, count: 5 + i, participants: 600 + 100 * i };
});

function shapedData(): ActivityByMonthData {
  const points = months.map((m) => ({
    ...m,
    label: `${Number(m.month.slice(5))}月`,
    fullLabel: `${m.month.slice(0, 4)}年${Number(m.month.slice(5))}月`,
  }));
  return {
    points,
    totalCount: points.reduce((s, p) => s + p.count, 0),
    totalParticipants: points.reduce((s, p) => s + p.participants, 0),
  };
}

const fake = (overrides: Partial<PanelData<ActivityByMonthData>>) => fakePanelData<ActivityByMonthData>(overrides);

const renderWith = (result: PanelData<ActivityByMonthData>) =>
  renderPanelInFrame('notices/activity-by-month', activityByMonth, result).frame;

test('asks for the last twelve months and labels them 月 by month, oldest first, with totals', async () => {
  (getActivityByMonth as jest.Mock).mockResolvedValue([...months].reverse());
  const data = await fetchActivityByMonth(new AbortController().signal);
  expect(getActivityByMonth).toHaveBeenCalledWith({ months: ACTIVITY_MONTHS }, expect.any(AbortSignal));
  expect(data.points).toHaveLength(12);
  expect(data.points[0]).toEqual({
    month: '2025-12',
    label: '12月',
    fullLabel: '2025年12月',
    count: 5,
    participants: 600,
  });
  expect(data.points[11].label).toBe('11月');
  expect(data.totalCount).toBe(126);
  expect(data.totalParticipants).toBe(13_800);
});

test('the chart draws counts as labelled bars and participants as a line on its own axis', () => {
  const option = activityOption(shapedData()) as {
    xAxis: { data: string[] };
    series: { type: string; data: number[]; yAxisIndex?: number }[];
  };
  expect(option.xAxis.data).toEqual([
    '12月',
    '1月',
    '2月',
    '3月',
    '4月',
    '5月',
    '6月',
    '7月',
    '8月',
    '9月',
    '10月',
    '11月',
  ]);
  expect(option.series.map((s) => [s.type, s.data[0], s.yAxisIndex ?? 0])).toEqual([
    ['bar', 5, 0],
    ['line', 600, 1],
  ]);
});

test('shows a spinner while loading', () => {
  expect(renderWith(fake({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderWith(fake({ error: new Error('接口超时') }))).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('接口超时')).toBeInTheDocument();
});

test('shows 暂无数据 when no activity took place in the period', () => {
  const zero = { ...shapedData(), totalCount: 0, totalParticipants: 0 };
  expect(renderWith(fake({ data: zero, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the totals and the monthly chart when loaded', async () => {
  stubCharts.length = 0;
  expect(renderWith(fake({ data: shapedData(), dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  const legend = document.querySelector('[data-legend]') as HTMLElement;
  expect(legend).toHaveTextContent('活动场次126场');
  expect(legend).toHaveTextContent('参与人次13,800人次');
  expect(legend).toHaveTextContent('近12个月');
  expect(screen.getByLabelText('活动月度统计图')).toBeInTheDocument();
  await chartsDrawn();
  const drawn = stubCharts[stubCharts.length - 1].options[0] as { xAxis: { data: string[] } };
  expect(drawn.xAxis.data).toHaveLength(12);
});

test('the tooltip names the full month and both values', () => {
  const option = activityOption(shapedData()) as { tooltip: { formatter: (p: { dataIndex: number }[]) => string } };
  expect(option.tooltip.formatter([{ dataIndex: 1 }])).toBe('2026年1月<br/>活动场次 6 场<br/>参与人次 700 人次');
});
