import { getChancePage, getChanceSum, type Chance, type ChanceSum } from '@cockpit/shared-sdk';
import { act, fireEvent, screen, within } from '@testing-library/react';
import chances from '.';
import { fake, renderPanel } from '../../testing/render-panel';
import { budgetFigure, budgetText, CHANCE_BOARD_SIZE, fetchChances, type ChancesData } from './use-chances-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getChancePage: jest.fn(),
  getChanceSum: jest.fn(),
}));

const sum: ChanceSum = {
  total: 90,
  openCount: 19,
  matchedCount: 71,
  budgetTotal: 37267,
  byType: [
    { name: '技术需求', value: 22 },
    { name: '应用场景', value: 19 },
    { name: '投融资需求', value: 12 },
    { name: '合作研发', value: 22 },
    { name: '人才需求', value: 15 },
  ],
};
const chance = (id: number, title: string, type = '技术需求', status = '征集中'): Chance => ({
  id,
  title,
  type,
  industry: '智能装备',
  publisher: '重庆大学',
  publishDate: '2026-10-25',
  deadline: '2026-12-12',
  budget: 112,
  status,
});
const rows = [
  chance(1, '车路协同应用场景开放', '应用场景'),
  chance(2, '共建功率半导体联合实验室', '合作研发', '已对接'),
  chance(3, '高端数控系统研发工程师招聘', '人才需求'),
  chance(4, '激光雷达感知融合关键技术攻关需求', '技术需求', '已完成'),
];
const titles = () =>
  screen.getAllByText(/开放|实验室|招聘|需求$/, { selector: '[data-row] span[title]' }).map((el) => el.textContent);

afterEach(() => jest.useRealTimers());

test('fetches the totals and the newest opportunities together', async () => {
  (getChanceSum as jest.Mock).mockResolvedValue(sum);
  (getChancePage as jest.Mock).mockResolvedValue({ rows, total: 90 });
  await expect(fetchChances(new AbortController().signal)).resolves.toEqual({ sum, rows });
  expect(getChancePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: CHANCE_BOARD_SIZE }, expect.any(AbortSignal));
});

test('budgets read in 亿 from 10,000 万 up and in whole 万 below', () => {
  expect(budgetFigure(37267)).toEqual({ value: 3.7267, unit: '亿元', decimals: 2 });
  expect(budgetFigure(9999.6)).toEqual({ value: 10000, unit: '万元', decimals: 0 });
  expect(budgetText(12000)).toBe('1.2亿');
  expect(budgetText(350)).toBe('350万');
});

test('shows a spinner while loading', () => {
  expect(renderPanel(chances, fake<ChancesData>({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(chances, fake<ChancesData>({ error: new Error('请求超时') }))).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('请求超时')).toBeInTheDocument();
});

test('shows 暂无数据 when no opportunity is listed', () => {
  const empty = { ...sum, total: 0, openCount: 0, matchedCount: 0, budgetTotal: 0 };
  expect(renderPanel(chances, fake({ data: { sum: empty, rows: [] }, dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the totals and a board of opportunities with type and status', () => {
  expect(renderPanel(chances, fake({ data: { sum, rows }, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  for (const [label, value] of [
    ['机会', '90'],
    ['征集中', '19'],
    ['已对接', '71'],
    ['预算', '3.7267'],
  ]) {
    const figure = document.querySelector(`[data-figure="${label}"]`) as HTMLElement;
    expect(within(figure).getByText(label)).toBeInTheDocument();
    expect(figure.querySelector(`[data-value="${value}"]`)).toBeInTheDocument();
  }
  expect(within(document.querySelector('[data-figure="预算"]') as HTMLElement).getByText('亿')).toBeInTheDocument();
  expect(screen.getByText('机会名称')).toBeInTheDocument();
  const first = document.querySelector('[data-row]') as HTMLElement;
  expect(within(first).getByText('应用场景')).toBeInTheDocument();
  expect(within(first).getByText('车路协同应用场景开放')).toBeInTheDocument();
  expect(within(first).getByText('征集中')).toBeInTheDocument();
  expect(document.querySelectorAll('[data-row]')).toHaveLength(3);
});

test('the board scrolls by itself and pauses while hovered', () => {
  jest.useFakeTimers();
  renderPanel(chances, fake({ data: { sum, rows }, dataUpdatedAt: 1 }));
  expect(titles()).toEqual(['车路协同应用场景开放', '共建功率半导体联合实验室', '高端数控系统研发工程师招聘']);
  act(() => jest.advanceTimersByTime(3000));
  expect(titles()[0]).toBe('共建功率半导体联合实验室');
  fireEvent.mouseEnter(document.querySelector('[data-board]') as HTMLElement);
  act(() => jest.advanceTimersByTime(9000));
  expect(titles()[0]).toBe('共建功率半导体联合实验室');
  fireEvent.mouseLeave(document.querySelector('[data-board]') as HTMLElement);
  act(() => jest.advanceTimersByTime(3000));
  expect(titles()[0]).toBe('高端数控系统研发工程师招聘');
});

test('a row opens the whole opportunity', () => {
  renderPanel(chances, fake({ data: { sum, rows }, dataUpdatedAt: 1 }));
  fireEvent.click(screen.getByText('共建功率半导体联合实验室'));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('发布单位')).toBeInTheDocument();
  expect(within(dialog).getByText('重庆大学')).toBeInTheDocument();
  expect(within(dialog).getByText('2026年12月12日')).toBeInTheDocument();
  expect(within(dialog).getByText('112万元')).toBeInTheDocument();
  expect(within(dialog).getByText('已对接')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
});
