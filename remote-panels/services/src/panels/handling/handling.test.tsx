import { getHandlePage, type HandleItem } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import handling from '.';
import { PAGER_CLOCK_START, turnPage } from '../../testing/page-turn';
import { fake, renderPanel } from '../../testing/render-panel';
import { fetchHandlePage, HANDLE_PAGE_SIZE } from './use-handling-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getHandlePage: jest.fn(),
}));

const item = (id: number, matterName: string, status: string, acceptDate: string): HandleItem => ({
  id,
  matterName,
  applicant: '王*',
  department: '人才服务窗口',
  serviceType: '人才服务',
  status,
  acceptDate,
  finishDate: status === '已办结' ? acceptDate : null,
});
const page1 = {
  rows: [
    item(420, '人才认定申请', '已受理', '2026-11-20'),
    item(419, '营业执照办理', '办理中', '2026-11-19'),
    item(418, '技术合同登记', '已办结', '2026-11-18'),
  ],
  total: 420,
};
const page2 = { rows: [item(417, '创业担保贷款', '已办结', '2026-11-17')], total: 420 };

beforeEach(() => {
  (getHandlePage as jest.Mock).mockImplementation(({ pageNum }: { pageNum: number }) =>
    Promise.resolve(pageNum === 1 ? page1 : page2),
  );
});
afterEach(() => jest.useRealTimers());

test('fetches one page of matters, newest accepted first', async () => {
  (getHandlePage as jest.Mock).mockResolvedValueOnce({
    rows: [page1.rows[2], page1.rows[0], page1.rows[1]],
    total: 420,
  });
  await expect(fetchHandlePage(1, new AbortController().signal)).resolves.toEqual(page1);
  expect(getHandlePage).toHaveBeenCalledWith({ pageNum: 1, pageSize: HANDLE_PAGE_SIZE }, expect.anything());
});

test('shows a spinner while loading', () => {
  expect(renderPanel(handling, fake({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(handling, fake({ error: new Error('服务器内部错误') }))).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('服务器内部错误')).toBeInTheDocument();
});

test('shows 暂无数据 when nothing has been handled', () => {
  expect(renderPanel(handling, fake({ data: { rows: [], total: 0 }, dataUpdatedAt: 1 }))).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the total and the matters with their status, paging on by itself', async () => {
  jest.useFakeTimers({ now: PAGER_CLOCK_START });
  expect(renderPanel(handling, fake({ data: page1, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  expect(document.querySelector('[data-figure="累计办件"] [data-value]')).toHaveAttribute('data-value', '420');
  expect(screen.getByText('营业执照办理')).toBeInTheDocument();
  expect(screen.getByText('办理中')).toHaveAttribute('data-tag', '办理中');
  expect(screen.getByText('已办结')).toHaveAttribute('data-tag', '已办结');
  expect(screen.getByText('11-20')).toBeInTheDocument();
  expect(screen.getByText('第 1 / 140 页')).toBeInTheDocument();
  await turnPage('创业担保贷款');
  expect(screen.getByText('创业担保贷款')).toBeInTheDocument();
  expect(screen.getByText('第 2 / 140 页')).toBeInTheDocument();
});
