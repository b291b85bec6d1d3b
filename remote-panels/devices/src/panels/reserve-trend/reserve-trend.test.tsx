import { getReserveList } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { RESERVE_LIST } from '../../testing/fixtures';
import { fake, loaded, renderPanel } from '../../testing/render-panel';
import reserveTrend from '.';
import { monthLabel, reserveTrendOption } from './reserve-trend-view';
import { fetchReserveTrend, lastMonths, TREND_MONTHS, type ReserveTrendData } from './use-reserve-trend-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getReserveList: jest.fn(),
}));

async function shaped(): Promise<ReserveTrendData> {
  (getReserveList as jest.Mock).mockResolvedValue(RESERVE_LIST);
  return fetchReserveTrend(new AbortController().signal);
}

test('keeps the last twelve months up to the latest, oldest first, a month without reservations as zero', async () => {
  const data = await shaped();
  expect(data.months).toHaveLength(TREND_MONTHS);
  expect(data.months.map((m) => m.month)).toEqual([
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
  ]);
  expect(data.months[2]).toEqual({ month: '2026-02', count: 0, hours: 0 });
  expect(data.totalCount).toBe(26 + 18 + 33 + 33 + 37 + 30 + 22 + 21 + 35 + 36 + 52);
  expect(data.totalHours).toBe(1071);
});

test('a short history is padded with empty months before it', () => {
  const months = lastMonths([{ month: '2026-02', count: 3, hours: 4 }], 4);
  expect(months.map((m) => `${m.month}:${m.count}`)).toEqual(['2025-11:0', '2025-12:0', '2026-01:0', '2026-02:3']);
  expect(lastMonths([])).toEqual([]);
});

test('draws hours as bars on the right axis and counts as a labelled line, months labelled in Chinese', async () => {
  const option = reserveTrendOption(await shaped()) as {
    xAxis: { data: string[] };
    series: { type: string; yAxisIndex?: number; data: number[] }[];
  };
  expect(option.series.map((s) => [s.type, s.yAxisIndex ?? 0, s.data.at(-1)])).toEqual([
    ['bar', 1, 189.5],
    ['line', 0, 52],
  ]);
  expect(option.xAxis.data.map(monthLabel)).toEqual([
    '12月\n2025',
    '1月\n2026',
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
});

test('shows a spinner while loading', () => {
  expect(renderPanel(reserveTrend, fake<ReserveTrendData>({ isPending: true })).frame).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(reserveTrend, fake<ReserveTrendData>({ error: new Error('接口超时') })).frame).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('接口超时')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no reservation history', () => {
  expect(
    renderPanel(reserveTrend, loaded<ReserveTrendData>({ months: [], totalCount: 0, totalHours: 0 })).frame,
  ).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test("shows the year's totals over the chart when loaded", async () => {
  expect(renderPanel(reserveTrend, loaded(await shaped())).frame).toHaveAttribute('data-state', 'ready');
  expect(document.querySelector('[data-figure="近12月预约"]')).toHaveTextContent('近12月预约343次');
  expect(document.querySelector('[data-figure="机时"]')).toHaveTextContent('机时1,071小时');
  expect(document.querySelector('[data-figure="月均"]')).toHaveTextContent('月均29次');
  expect(screen.getByRole('img', { name: '近12个月仪器预约趋势' })).toBeInTheDocument();
});
