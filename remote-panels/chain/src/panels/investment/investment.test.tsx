import { getInvestList, type InvestProject } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { fake, renderPanel } from '../../test-utils';
import investment from '.';
import { fetchInvestment, toYi, type InvestmentData } from './use-investment-data';

jest.mock('@cockpit/shared-sdk', () => ({ ...jest.requireActual('@cockpit/shared-sdk'), getInvestList: jest.fn() }));

const project = (id: number, projectName: string, chain: string, amount: number, stage: string): InvestProject => ({
  id,
  projectName,
  company: '重庆瑞康生物科技有限公司',
  chain,
  stage,
  amount,
  investDate: '2026-05-12',
  investor: '科学城种子基金',
});
const projects = [
  project(1, '瑞康生物科技产业化项目', '生物医药', 23147.4, '产业化项目'),
  project(2, '创新新材料中试基地项目', '先进材料', 1125.3, 'A轮'),
];

test('fetches the projects and sums their amounts in 万元', async () => {
  (getInvestList as jest.Mock).mockResolvedValue(projects);
  await expect(fetchInvestment(new AbortController().signal)).resolves.toEqual({ projects, totalAmount: 24272.7 });
});

test('converts 万元 to 亿元 with two decimals', () => {
  expect(toYi(24272.7)).toBe(2.43);
  expect(toYi(0)).toBe(0);
});

test('shows a spinner while loading', () => {
  expect(renderPanel('chain/investment', investment, fake<InvestmentData>({ isPending: true }))).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel('chain/investment', investment, fake<InvestmentData>({ error: new Error('请求超时') })),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('请求超时')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no project', () => {
  expect(
    renderPanel(
      'chain/investment',
      investment,
      fake<InvestmentData>({ data: { projects: [], totalAmount: 0 }, dataUpdatedAt: 1 }),
    ),
  ).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the cumulative total in 亿元, the project count and each project with chain, amount in 万元 and stage', () => {
  const frame = renderPanel(
    'chain/investment',
    investment,
    fake({ data: { projects, totalAmount: 24272.7 }, dataUpdatedAt: 1 }),
  );
  expect(frame).toHaveAttribute('data-state', 'ready');
  expect(frame).toHaveTextContent('累计投资');
  expect(document.querySelector('[data-figure="total"] [data-value]')).toHaveAttribute('data-value', '2.43');
  expect(document.querySelector('[data-figure="count"] [data-value]')).toHaveAttribute('data-value', '2');
  const rows = document.querySelectorAll('[data-row]');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('瑞康生物科技产业化项目生物医药23,147万元产业化项目');
  expect(rows[1]).toHaveTextContent('创新新材料中试基地项目先进材料1,125万元A轮');
});

test('gives each project two lines in a 46 px row with no column header taking their room', () => {
  renderPanel('chain/investment', investment, fake({ data: { projects, totalAmount: 24272.7 }, dataUpdatedAt: 1 }));
  expect(screen.queryByText('项目 / 产业链')).not.toBeInTheDocument();
  expect(getComputedStyle(document.querySelector('[data-row]')!).height).toBe(
    'calc(46px * var(--cockpit-type-scale, 1))',
  );
});
