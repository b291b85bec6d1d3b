import { getTechServiceList, type TechService } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import { chartsDrawn, stubCharts } from '../../../../../test/echarts-stub';
import { fake, renderPanel } from '../../test-utils';
import techServices from '.';
import { countLabelPx, techServicesOption } from './tech-services-chart';
import { fetchTechServices, type TechServicesData } from './use-tech-services-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getTechServiceList: jest.fn(),
}));

const service = (id: number, name: string, category: string, provider: string, serviceCount: number): TechService => ({
  id,
  name,
  category,
  provider,
  serviceCount,
  publishDate: '2026-03-01',
});
const data: TechServicesData = {
  itemCount: 4,
  providerCount: 3,
  serviceTotal: 1460,
  byCategory: [
    { name: '检验检测', value: 1200 },
    { name: '知识产权', value: 260 },
  ],
};

test('counts offerings and providers and sums times served by category, most first', async () => {
  (getTechServiceList as jest.Mock).mockResolvedValue([
    service(1, '专利申请代理', '知识产权', '重庆大学', 60),
    service(2, '材料成分分析', '检验检测', '分析测试公共服务平台', 900),
    service(3, '失效分析', '检验检测', '重庆大学', 300),
    service(4, '商标注册', '知识产权', '科学城知识产权服务中心', 200),
  ]);
  await expect(fetchTechServices(new AbortController().signal)).resolves.toEqual(data);
});

test('shows a spinner while loading', () => {
  expect(renderPanel('chain/tech-services', techServices, fake<TechServicesData>({ isPending: true }))).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel('chain/tech-services', techServices, fake<TechServicesData>({ error: new Error('服务器内部错误') })),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('服务器内部错误')).toBeInTheDocument();
});

test('shows 暂无数据 when no service is offered', () => {
  const empty = fake<TechServicesData>({
    data: { itemCount: 0, providerCount: 0, serviceTotal: 0, byCategory: [] },
    dataUpdatedAt: 1,
  });
  expect(renderPanel('chain/tech-services', techServices, empty)).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the headline counts and a bar per category', async () => {
  stubCharts.length = 0;
  expect(renderPanel('chain/tech-services', techServices, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'ready',
  );
  expect(document.querySelector('[data-figure="服务项目"] [data-value]')).toHaveAttribute('data-value', '4');
  expect(document.querySelector('[data-figure="服务机构"] [data-value]')).toHaveAttribute('data-value', '3');
  expect(document.querySelector('[data-figure="累计服务"] [data-value]')).toHaveAttribute('data-value', '1460');
  expect(screen.getByRole('img', { name: '各类技术服务累计次数' })).toBeInTheDocument();
  await chartsDrawn();
  const option = stubCharts[0].options[0] as {
    yAxis: { data: string[] };
    series: { type: string; data: { value: number }[]; label: { formatter: (p: { value: number }) => string } }[];
  };
  expect(option.yAxis.data).toEqual(['检验检测', '知识产权']);
  expect(option.series[0].data.map((d) => d.value)).toEqual([1200, 260]);
  expect(option.series[0].label.formatter({ value: 1200 })).toBe('1,200 次');
});

test("the room right of the bars fits the widest count label at the frame's type scale", () => {
  const option = (scale: number) =>
    techServicesOption(
      [
        { name: '检验检测', value: 1426 },
        { name: '技术咨询', value: 747 },
      ],
      scale,
    ) as { grid: { right: number } };
  // 「1,426 次」: five narrow characters and a space at 0.62 em, and 次 at one em, bold 15 px.
  expect(countLabelPx(1426, 15)).toBe(Math.ceil(6 * 0.62 * 15 + 15));
  expect(option(1).grid.right).toBe(countLabelPx(1426, 15) + 12);
  expect(option(1.5).grid.right).toBe(countLabelPx(1426, 23) + 12);
});
