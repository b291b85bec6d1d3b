import { getDeviceList, getDeviceSum } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import { DEVICES, DEVICE_SUM } from '../../testing/fixtures';
import { fake, loaded, renderPanel } from '../../testing/render-panel';
import categories from '.';
import { categoriesOption } from './categories-view';
import { fetchCategories, type CategoriesData } from './use-categories-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getDeviceList: jest.fn(),
  getDeviceSum: jest.fn(),
}));

const signal = new AbortController().signal;

async function shaped(): Promise<CategoriesData> {
  (getDeviceSum as jest.Mock).mockResolvedValue(DEVICE_SUM);
  (getDeviceList as jest.Mock).mockResolvedValue(DEVICES);
  return fetchCategories(signal);
}

test('counts instruments per category and status, most first, keeping dictionary categories with none', async () => {
  const data = await shaped();
  expect(data.statuses).toEqual(['在用', '维修', '空闲']);
  expect(data.rows.map((r) => [r.category, r.total, r.byStatus])).toEqual([
    ['色谱质谱', 4, [2, 1, 1]],
    ['电子显微镜', 3, [1, 1, 1]],
    ['波谱仪器', 1, [1, 0, 0]],
    ['同位素分析', 1, [1, 0, 0]], // not in the dictionary: still counted, after the dictionary's equal counts
    ['光谱仪器', 0, [0, 0, 0]],
  ]);
  expect(data.rows[1].value).toBe(2430);
});

test('draws one stacked bar per status, coloured by status, with each category total at the end', async () => {
  const data = await shaped();
  const option = categoriesOption(data) as {
    yAxis: { data: string[] };
    series: {
      name: string;
      stack: string;
      data: number[];
      label?: { formatter: (p: { dataIndex: number }) => string };
    }[];
  };
  expect(option.yAxis.data).toEqual(['色谱质谱', '电子显微镜', '波谱仪器', '同位素分析', '光谱仪器']);
  expect(option.series.map((s) => s.name)).toEqual(['在用', '维修', '空闲', '合计']);
  expect(option.series.every((s) => s.stack === 'count')).toBe(true);
  expect(option.series[0].data).toEqual([2, 1, 1, 1, 0]);
  expect(option.series[3].label?.formatter({ dataIndex: 0 })).toBe('4 台');
});

test('shows a spinner while loading', () => {
  expect(renderPanel(categories, fake<CategoriesData>({ isPending: true })).frame).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(categories, fake<CategoriesData>({ error: new Error('无法连接到数据接口') })).frame,
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when the centre has no instrument', () => {
  const none: CategoriesData = {
    statuses: ['在用'],
    rows: [{ category: '电子显微镜', total: 0, byStatus: [0], value: 0 }],
  };
  expect(renderPanel(categories, loaded(none)).frame).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('draws the chart of categories when loaded', async () => {
  const data = await shaped();
  stubCharts.length = 0;
  expect(renderPanel(categories, loaded(data)).frame).toHaveAttribute('data-state', 'ready');
  expect(screen.getByRole('img', { name: /色谱质谱4台，电子显微镜3台/ })).toBeInTheDocument();
  // Options merge: a later option may carry only the animation switch, so read the last one with an axis.
  await chartsDrawn();
  const drawn = stubCharts[0].options.filter((o) => (o as { yAxis?: unknown }).yAxis).at(-1) as {
    yAxis: { data: string[] };
  };
  expect(drawn.yAxis.data[0]).toBe('色谱质谱');
});
