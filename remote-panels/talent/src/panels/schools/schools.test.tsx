import { getSchoolList, type SchoolStat } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import schools from '.';
import { fake, renderPanel } from '../../test-utils';
import { schoolsOption } from './schools-view';
import { fetchSchools, shapeSchools, type SchoolsData } from './use-schools-data';

jest.mock('@cockpit/shared-sdk', () => ({ ...jest.requireActual('@cockpit/shared-sdk'), getSchoolList: jest.fn() }));

const stat = (school: string, importCount: number, cultivateCount: number, teamCount = 3): SchoolStat => ({
  school,
  talentCount: importCount + cultivateCount,
  importCount,
  cultivateCount,
  teamCount,
});
const list = [
  stat('重庆交通大学', 40, 27),
  stat('重庆大学', 115, 61, 12),
  stat('四川美术学院', 0, 0, 2),
  stat('西南大学', 96, 71),
  stat('重庆医科大学', 57, 36),
  stat('重庆邮电大学', 59, 32),
  stat('重庆师范大学', 32, 30),
];

test('ranks the universities by talent and keeps the top five', async () => {
  (getSchoolList as jest.Mock).mockResolvedValue(list);
  const shaped = await fetchSchools(new AbortController().signal);
  expect(shaped.top.map((s) => s.school)).toEqual([
    '重庆大学',
    '西南大学',
    '重庆医科大学',
    '重庆邮电大学',
    '重庆交通大学',
  ]);
  expect(shaped.schoolCount).toBe(7);
});

test('leaves out universities with no talent even when fewer than five have any', () => {
  expect(shapeSchools([stat('四川美术学院', 0, 0, 2), stat('西南大学', 1, 0)]).top.map((s) => s.school)).toEqual([
    '西南大学',
  ]);
});

test('draws the first university at the top with both parts stacked and the total after them', () => {
  const option = schoolsOption(shapeSchools(list).top) as {
    yAxis: { data: string[] };
    series: {
      name: string;
      stack: string;
      data: number[];
      label: { show: boolean; formatter?: (p: { dataIndex: number }) => string };
    }[];
    tooltip: { formatter: (p: { dataIndex: number }[]) => string };
  };
  expect(option.yAxis.data).toEqual(['重庆交通大学', '重庆邮电大学', '重庆医科大学', '西南大学', '重庆大学']);
  expect(option.series.map((s) => [s.name, s.stack, s.data[4]])).toEqual([
    ['引进', 'talent', 115],
    ['培养', 'talent', 61],
  ]);
  expect(option.series[1].label.formatter?.({ dataIndex: 4 })).toBe('176');
  expect(option.tooltip.formatter([{ dataIndex: 4 }])).toBe(
    '重庆大学<br/>人才 176 人（引进 115，培养 61）<br/>在孵团队 12 个',
  );
});

test('escapes university names in the tooltip', () => {
  const option = schoolsOption([stat('<b>某大学</b>', 1, 1)]) as {
    tooltip: { formatter: (p: { dataIndex: number }[]) => string };
  };
  expect(option.tooltip.formatter([{ dataIndex: 0 }])).toContain('&lt;b&gt;某大学&lt;/b&gt;');
});

test('shows a spinner while loading', () => {
  expect(renderPanel(schools, fake<SchoolsData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(schools, fake<SchoolsData>({ error: new Error('无法连接到数据接口') }))).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when no university has talent', () => {
  expect(renderPanel(schools, fake({ data: shapeSchools([]), dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the bar chart of the top universities when loaded', async () => {
  stubCharts.length = 0;
  expect(renderPanel(schools, fake({ data: shapeSchools(list), dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect(screen.getByRole('img', { name: '人才最多的5所高校（共7所）' })).toBeInTheDocument();
  await chartsDrawn();
  const drawn = stubCharts[stubCharts.length - 1].options[0] as { yAxis: { data: string[] } };
  expect(drawn.yAxis.data[4]).toBe('重庆大学');
});
