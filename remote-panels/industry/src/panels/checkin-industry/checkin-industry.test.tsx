import { CHART_PALETTE, getCheckinEnterprises, type CheckinEnterprise } from '@cockpit/shared-sdk';
import { screen, within } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import checkinIndustry from '.';
import type { IndustryShares } from '../../components/industry-shares';
import { fake, renderPanel } from '../../testing/render-panel';
import { fetchCheckinIndustry } from './use-checkin-industry-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getCheckinEnterprises: jest.fn(),
}));

const enterprise = (id: number, industry: string): CheckinEnterprise => ({
  id,
  enterpriseName: `重庆企业${id}有限公司`,
  industry,
  source: '高校团队孵化',
  registeredCapital: 500,
  checkinDate: '2026-10-01',
});
const data: IndustryShares = {
  items: [
    { name: '新一代电子信息', value: 21 },
    { name: '生物医药', value: 12 },
    { name: '其他', value: 2 },
  ],
  total: 35,
};

test('counts the enterprises in the park by industry, largest first, 其他 last', async () => {
  (getCheckinEnterprises as jest.Mock).mockResolvedValue([
    enterprise(1, '生物医药'),
    enterprise(2, ''),
    enterprise(3, '先进材料'),
    enterprise(4, '先进材料'),
  ]);
  await expect(fetchCheckinIndustry(new AbortController().signal)).resolves.toEqual({
    items: [
      { name: '先进材料', value: 2 },
      { name: '生物医药', value: 1 },
      { name: '其他', value: 1 },
    ],
    total: 4,
  });
});

test('shows a spinner while loading', () => {
  expect(renderPanel(checkinIndustry, fake<IndustryShares>({ isPending: true }))).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(checkinIndustry, fake<IndustryShares>({ error: new Error('无法连接到数据接口') })),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when no enterprise is in the park', () => {
  expect(renderPanel(checkinIndustry, fake({ data: { items: [], total: 0 }, dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the total, a legend of every industry with its count and a rose in the same colours', async () => {
  stubCharts.length = 0;
  expect(renderPanel(checkinIndustry, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText('在园企业')).toBeInTheDocument();
  expect(document.querySelector('[data-value="35"]')).toBeInTheDocument();
  const legend = screen.getByRole('list', { name: '行业图例' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['新一代电子信息21', '生物医药12', '其他2']);

  await chartsDrawn();
  const series = (
    stubCharts[0].options[0] as {
      series: {
        type: string;
        roseType: string;
        data: { name: string; value: number; itemStyle: { color: string } }[];
      }[];
    }
  ).series[0];
  expect(series).toMatchObject({ type: 'pie', roseType: 'radius' });
  expect(series.data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
    ['新一代电子信息', 21, CHART_PALETTE[1]],
    ['生物医药', 12, CHART_PALETTE[2]],
    ['其他', 2, expect.any(String)],
  ]);
  expect(screen.getByRole('img', { name: '入驻企业行业分布玫瑰图' })).toBeInTheDocument();
});
