import { getTransferList } from '@cockpit/shared-sdk';
import { act, screen, within } from '@testing-library/react';
import { TRANSFERS } from '../../testing/fixtures';
import { fake, loaded, renderPanel } from '../../testing/render-panel';
import transfers from '.';
import { shortCompany, TRANSFER_PAGE_SIZE } from './transfers-view';
import { fetchTransfers, type TransfersData } from './use-transfers-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getTransferList: jest.fn(),
}));

async function shaped(): Promise<TransfersData> {
  (getTransferList as jest.Mock).mockResolvedValue(TRANSFERS);
  return fetchTransfers(new AbortController().signal);
}

const bodyRows = () => [...document.querySelectorAll('tbody tr')];

afterEach(() => jest.useRealTimers());

test('keeps the achievements newest first and sums their amounts', async () => {
  const data = await shaped();
  expect(data.rows.map((t) => t.id)).toEqual(TRANSFERS.map((t) => t.id));
  expect(data.totalAmount).toBe(661.6 + 13 * 100 + (13 * 14) / 2);
  expect(data.swuCount).toBe(5);
});

test('company names lose their legal-form suffix on the wall', () => {
  expect(shortCompany('重庆嘉恒电驱科技有限公司')).toBe('重庆嘉恒电驱科技');
  expect(shortCompany('重庆长安汽车股份有限公司')).toBe('重庆长安汽车');
  expect(shortCompany('重庆市科学技术研究院')).toBe('重庆市科学技术研究院');
  expect(shortCompany('有限公司')).toBe('有限公司');
});

test('shows a spinner while loading', () => {
  expect(renderPanel(transfers, fake<TransfersData>({ isPending: true })).frame).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(transfers, fake<TransfersData>({ error: new Error('接口返回的数据格式不正确') })).frame,
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('接口返回的数据格式不正确')).toBeInTheDocument();
});

test('shows 暂无数据 when there is no achievement yet', () => {
  expect(
    renderPanel(transfers, loaded<TransfersData>({ rows: [], totalAmount: 0, swuCount: 0 })).frame,
  ).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the totals and the first page of achievements, then pages on by itself', async () => {
  const data = await shaped();
  jest.useFakeTimers();
  expect(renderPanel(transfers, loaded(data)).frame).toHaveAttribute('data-state', 'ready');
  expect(document.querySelector('[data-total="累计转化"]')).toHaveTextContent('累计转化14项');
  expect(document.querySelector('[data-total="合同金额"]')).toHaveTextContent('合同金额2,052.6万元');
  expect(bodyRows()).toHaveLength(TRANSFER_PAGE_SIZE);
  const first = within(bodyRows()[0] as HTMLElement);
  expect(first.getByText('车路协同关键技术')).toBeInTheDocument();
  expect(first.getByText('技术服务')).toBeInTheDocument();
  expect(first.getByText('重庆嘉恒电驱科技')).toHaveAttribute('title', '重庆嘉恒电驱科技有限公司');
  expect(first.getByText('661.6')).toBeInTheDocument();
  expect(first.getByText('2026.11')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(15_000));
  expect(within(bodyRows()[0] as HTMLElement).getByText('一种柔性电子材料的制备方法（第6代）')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(30_000));
  expect(bodyRows()).toHaveLength(TRANSFER_PAGE_SIZE); // wrapped around to page 1 after page 3's two rows
  expect(screen.getByText('车路协同关键技术')).toBeInTheDocument();
});
