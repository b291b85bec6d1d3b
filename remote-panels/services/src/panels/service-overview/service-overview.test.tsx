import { getServiceDetail, getServiceNum, getServicePage, type ServiceItem } from '@cockpit/shared-sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import serviceOverview from '.';
import { PAGER_CLOCK_START, turnPage } from '../../testing/page-turn';
import { fake, renderPanel } from '../../testing/render-panel';
import { fetchServiceOverview, SERVICE_PAGE_SIZE, type ServiceOverviewData } from './use-service-overview-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getServiceNum: jest.fn(),
  getServicePage: jest.fn(),
  getServiceDetail: jest.fn(),
}));

const svc = (id: number, name: string, type = '人才服务'): ServiceItem => ({
  id,
  name,
  type,
  provider: '人才服务窗口',
  serveCount: 1260 + id,
  onlineDate: '2024-03-01',
});
const page1 = { rows: [svc(1, '人才认定服务'), svc(2, '人才公寓配租'), svc(3, '人才子女入学服务')], total: 36 };
const page2 = { rows: [svc(4, '企业开办一站式服务', '企业服务')], total: 36 };
const data: ServiceOverviewData = { total: 36, serveTotal: 45210, page: page1 };
const detail = {
  ...svc(2, '人才公寓配租'),
  description: '为入驻人才和企业提供人才公寓配租，全程网上可办。',
  address: '人才创新创业服务港 2 楼 8 号窗口',
  contact: '李老师',
  hours: '工作日 9:00-17:30',
  steps: ['线上申请', '材料审核', '窗口办理', '结果反馈'],
};

beforeEach(() => {
  (getServicePage as jest.Mock).mockImplementation(({ pageNum }: { pageNum: number }) =>
    Promise.resolve(pageNum === 1 ? page1 : page2),
  );
});
afterEach(() => jest.useRealTimers());

test('fetches the service counts and the first page together', async () => {
  (getServiceNum as jest.Mock).mockResolvedValue({
    total: 36,
    serveTotal: 45210,
    byType: [{ name: '人才服务', value: 6 }],
  });
  await expect(fetchServiceOverview(new AbortController().signal)).resolves.toEqual(data);
  expect(getServicePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: SERVICE_PAGE_SIZE }, expect.anything());
});

test('shows a spinner while loading', () => {
  expect(renderPanel(serviceOverview, fake<ServiceOverviewData>({ isPending: true }))).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(serviceOverview, fake<ServiceOverviewData>({ error: new Error('请求超时，请稍后重试') })),
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('请求超时，请稍后重试')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no service', () => {
  const empty = { total: 0, serveTotal: 0, page: { rows: [], total: 0 } };
  expect(renderPanel(serviceOverview, fake({ data: empty, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the counts and the services, paging on by itself', async () => {
  jest.useFakeTimers({ now: PAGER_CLOCK_START });
  expect(renderPanel(serviceOverview, fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(document.querySelector('[data-figure="服务事项"] [data-value]')).toHaveAttribute('data-value', '36');
  expect(document.querySelector('[data-figure="服务人次"] [data-value]')).toHaveAttribute('data-value', '45210');
  expect(screen.getByText('人才认定服务')).toBeInTheDocument();
  expect(screen.getByText('1,263')).toBeInTheDocument();
  expect(screen.getByText('第 1 / 12 页')).toBeInTheDocument();
  await turnPage('企业开办一站式服务');
  expect(screen.getByText('企业开办一站式服务')).toBeInTheDocument();
  expect(screen.getByText('第 2 / 12 页')).toBeInTheDocument();
  expect(getServicePage).toHaveBeenCalledWith({ pageNum: 2, pageSize: SERVICE_PAGE_SIZE }, expect.anything());
});

test('a row opens the service detail', async () => {
  (getServiceDetail as jest.Mock).mockResolvedValue(detail);
  renderPanel(serviceOverview, fake({ data, dataUpdatedAt: 1 }));
  fireEvent.click(screen.getByText('人才公寓配租'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('人才公寓配租 · 服务详情')).toBeInTheDocument();
  expect(await within(dialog).findByText('人才创新创业服务港 2 楼 8 号窗口')).toBeInTheDocument();
  expect(within(dialog).getByText('1,262 人次')).toBeInTheDocument();
  expect(within(dialog).getByText('2. 材料审核')).toBeInTheDocument();
  expect(getServiceDetail).toHaveBeenCalledWith(2, expect.anything());
});

test('the detail dialog says why it failed', async () => {
  (getServiceDetail as jest.Mock).mockRejectedValue(new Error('服务事项不存在（id=2）'));
  renderPanel(serviceOverview, fake({ data, dataUpdatedAt: 1 }));
  fireEvent.click(screen.getByText('人才公寓配租'));
  expect(await screen.findByText(/服务事项不存在/, {}, { timeout: 5000 })).toBeInTheDocument();
});
