import { dayjs, getTalentDetermine, type TalentDetermine } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import determine from '.';
import { fake, figureValue, renderPanel } from '../../test-utils';
import { determineOption } from './determine-view';
import { fetchDetermine, shapeDetermine, type DetermineData } from './use-determine-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getTalentDetermine: jest.fn(),
}));

const monthly = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  importCount: i + 10,
  cultivateCount: i < 11 ? 5 : 0,
}));
const raw: TalentDetermine = { year: 2026, total: 222, byCategory: [{ name: '青年人才', value: 96 }], monthly };

test('keeps the months up to now and names them in Chinese', () => {
  const shaped = shapeDetermine(raw, dayjs('2026-11-22'));
  expect(shaped.months).toHaveLength(11);
  expect(shaped.months[0]).toEqual({ label: '1月', importCount: 10, cultivateCount: 5 });
  expect(shaped.latestMonth).toEqual({ label: '11月', importCount: 20, cultivateCount: 5 });
  expect(
    shapeDetermine(
      { ...raw, year: 2025, monthly: monthly.map((m) => ({ ...m, month: m.month.replace('2026', '2025') })) },
      dayjs('2026-11-22'),
    ).months,
  ).toHaveLength(12);
});

test('asks for the default (latest data) year', async () => {
  (getTalentDetermine as jest.Mock).mockResolvedValue(raw);
  const shaped = await fetchDetermine(new AbortController().signal);
  expect(getTalentDetermine).toHaveBeenCalledWith({}, expect.any(AbortSignal));
  expect(shaped.year).toBe(2026);
  expect(shaped.total).toBe(222);
});

const data: DetermineData = shapeDetermine(raw, dayjs('2026-03-15'));

test('shows a spinner while loading', () => {
  expect(renderPanel(determine, fake<DetermineData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(determine, fake<DetermineData>({ error: new Error('服务器内部错误') }))).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('服务器内部错误')).toBeInTheDocument();
});

test('shows 暂无数据 when nobody was recognised this year', () => {
  const none = shapeDetermine(
    { ...raw, total: 0, monthly: monthly.map((m) => ({ ...m, importCount: 0, cultivateCount: 0 })) },
    dayjs('2026-11-22'),
  );
  expect(renderPanel(determine, fake({ data: none, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the year total, the latest month and the two trend lines', async () => {
  stubCharts.length = 0;
  expect(renderPanel(determine, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(figureValue('2026年认定')).toBe('222');
  expect(figureValue('3月认定')).toBe('17');
  expect(screen.getByRole('img', { name: '2026年每月人才认定趋势' })).toBeInTheDocument();
  await chartsDrawn();
  const drawn = stubCharts[stubCharts.length - 1].options[0] as ReturnType<typeof determineOption> & {
    xAxis: { data: string[] };
    series: { name: string; data: number[] }[];
  };
  expect(drawn.xAxis.data).toEqual(['1月', '2月', '3月']);
  expect(drawn.series.map((s) => [s.name, s.data])).toEqual([
    ['引进', [10, 11, 12]],
    ['培养', [5, 5, 5]],
  ]);
});
