import { getCheckoutEnterprises, type CheckoutEnterprise } from '@cockpit/shared-sdk';
import { screen, within } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import checkoutIndustry from '.';
import { fake, renderPanel } from '../../testing/render-panel';
import { fetchCheckoutIndustry, largest, type CheckoutIndustryData } from './use-checkout-industry-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getCheckoutEnterprises: jest.fn(),
}));

const moved = (id: number, industry: string, reason: string): CheckoutEnterprise => ({
  id,
  enterpriseName: `重庆企业${id}有限公司`,
  industry,
  checkinDate: '2024-03-01',
  checkoutDate: '2026-06-01',
  reason,
});
const data: CheckoutIndustryData = {
  items: [
    { name: '智能装备', value: 7 },
    { name: '绿色低碳', value: 5 },
  ],
  total: 12,
  topReason: { name: '经营调整', value: 6 },
};

test('counts the enterprises that moved out by industry and finds the main reason', async () => {
  (getCheckoutEnterprises as jest.Mock).mockResolvedValue([
    moved(1, '绿色低碳', '毕业迁出'),
    moved(2, '智能装备', '经营调整'),
    moved(3, '智能装备', '经营调整'),
    moved(4, '', '毕业迁出'),
    moved(5, '智能装备', '迁入产业园区'),
  ]);
  await expect(fetchCheckoutIndustry(new AbortController().signal)).resolves.toEqual({
    items: [
      { name: '智能装备', value: 3 },
      { name: '绿色低碳', value: 1 },
      { name: '其他', value: 1 },
    ],
    total: 5,
    topReason: { name: '毕业迁出', value: 2 },
  });
});

test('the main reason is the largest count, the first (newest) one on a tie, none for no records', () => {
  expect(
    largest([
      { name: '甲', value: 2 },
      { name: '乙', value: 3 },
      { name: '丙', value: 3 },
    ]),
  ).toEqual({ name: '乙', value: 3 });
  expect(largest([])).toBeNull();
});

test('shows a spinner while loading', () => {
  expect(renderPanel(checkoutIndustry, fake<CheckoutIndustryData>({ isPending: true }))).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(checkoutIndustry, fake<CheckoutIndustryData>({ error: new Error('接口返回错误') })),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('接口返回错误')).toBeInTheDocument();
});

test('shows 暂无数据 when no enterprise moved out', () => {
  expect(
    renderPanel(checkoutIndustry, fake({ data: { items: [], total: 0, topReason: null }, dataUpdatedAt: 1 })),
  ).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the total inside a ring, the main reason and the legend', async () => {
  stubCharts.length = 0;
  expect(renderPanel(checkoutIndustry, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  const centre = document.querySelector('[data-total]') as HTMLElement;
  expect(centre.querySelector('[data-value="12"]')).toBeInTheDocument();
  expect(within(centre).getByText('家迁出')).toBeInTheDocument();
  expect(screen.getByText('主要原因')).toBeInTheDocument();
  expect(screen.getByText('经营调整')).toBeInTheDocument();
  expect(screen.getByText('6 家')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: '行业图例' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['智能装备7', '绿色低碳5']);
  await chartsDrawn();
  const series = (
    stubCharts[0].options[0] as {
      series: { type: string; roseType?: string; radius: string[]; data: { name: string }[] }[];
    }
  ).series[0];
  expect(series.type).toBe('pie');
  expect(series.roseType).toBeUndefined();
  expect(series.radius).toEqual(['64%', '96%']);
  expect(series.data.map((d) => d.name)).toEqual(['智能装备', '绿色低碳']);
});
