import { getTalentImportList, getTalentImportSum, type TalentRow, type TalentSum } from '@cockpit/shared-sdk';
import { act, fireEvent, screen } from '@testing-library/react';
import importTalent from '.';
import { shapeTalent, type TalentData } from '../../components/talent-data';
import { fake, figureValue, renderPanel } from '../../test-utils';
import { fetchImportTalent } from './use-import-talent-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getTalentImportList: jest.fn(),
  getTalentImportSum: jest.fn(),
}));

const sum: TalentSum = {
  total: 501,
  newCount: 142,
  schoolCount: 10,
  byCategory: [
    { name: '顶尖人才', value: 19 },
    { name: '领军人才', value: 62 },
    { name: '青年人才', value: 245 },
  ],
};
const row = (lb: string, name: string, count: number, newCount: number): TalentRow => ({ lb, name, count, newCount });
const list = [
  row('顶尖人才', '国家级重大人才工程入选者', 8, 0),
  row('顶尖人才', '两院院士', 6, 2),
  row('顶尖人才', '国际知名奖项获得者', 5, 0),
  row('领军人才', '重庆英才·创新领军人才', 27, 8),
  row('领军人才', '重庆英才·创业领军人才', 19, 6),
  row('青年人才', '重庆英才·青年拔尖人才', 71, 20),
  row('青年人才', '国家级青年人才', 67, 21),
];
const data: TalentData = shapeTalent(sum, list);

afterEach(() => jest.useRealTimers());

test('fetches the totals and the programmes together, grouped by category', async () => {
  (getTalentImportSum as jest.Mock).mockResolvedValue(sum);
  (getTalentImportList as jest.Mock).mockResolvedValue([list[5], list[0], list[3], list[1], list[2], list[4], list[6]]);
  const shaped = await fetchImportTalent(new AbortController().signal);
  expect(shaped.sum).toEqual(sum);
  expect(shaped.rows.map((r) => r.lb)).toEqual([
    '顶尖人才',
    '顶尖人才',
    '顶尖人才',
    '领军人才',
    '领军人才',
    '青年人才',
    '青年人才',
  ]);
  expect(shaped.rows[0].name).toBe('国家级重大人才工程入选者');
});

test('shows a spinner while loading', () => {
  expect(renderPanel(importTalent, fake<TalentData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(importTalent, fake<TalentData>({ error: new Error('无法连接到数据接口') }))).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when no talent has been imported', () => {
  const empty = shapeTalent(
    { ...sum, total: 0, newCount: 0, byCategory: sum.byCategory.map((c) => ({ ...c, value: 0 })) },
    [],
  );
  expect(renderPanel(importTalent, fake({ data: empty, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the totals and the first category with its cell merged over its programmes', () => {
  expect(renderPanel(importTalent, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(figureValue('累计引进')).toBe('501');
  expect(figureValue('本年新增')).toBe('142');
  expect(screen.getByText('引进项目')).toBeInTheDocument();
  expect(screen.getByText('顶尖人才').closest('td')).toHaveAttribute('rowspan', '3');
  expect(screen.getAllByText('顶尖人才')).toHaveLength(1);
  expect(screen.getByText('两院院士')).toBeInTheDocument();
  expect(screen.getByText('+2')).toBeInTheDocument();
  expect(screen.queryByText('领军人才')).not.toBeInTheDocument();
});

test('pages on by itself, packing whole categories, and a dot jumps back', () => {
  jest.useFakeTimers();
  renderPanel(importTalent, fake({ data, dataUpdatedAt: 1 }));
  expect(screen.getByRole('group', { name: '第 1 页，共 2 页' })).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(15_000));
  expect(screen.getByText('领军人才').closest('td')).toHaveAttribute('rowspan', '2');
  expect(screen.getByText('青年人才').closest('td')).toHaveAttribute('rowspan', '2');
  expect(screen.queryByText('两院院士')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  fireEvent.click(screen.getByRole('button', { name: '第 1 页' }));
  expect(screen.getByText('两院院士')).toBeInTheDocument();
});
