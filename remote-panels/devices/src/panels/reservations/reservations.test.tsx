import { getReserveDetail, getReserveList } from '@cockpit/shared-sdk';
import { fireEvent, screen, within } from '@testing-library/react';
import { detailFields } from '../../components/reserve-detail-dialog';
import { RECENT, RESERVE_DETAIL, RESERVE_LIST } from '../../testing/fixtures';
import { fake, loaded, renderPanel } from '../../testing/render-panel';
import reservations from '.';
import { fetchReservations, type ReservationsData } from './use-reservations-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getReserveList: jest.fn(),
  getReserveDetail: jest.fn(),
}));

async function shaped(): Promise<ReservationsData> {
  (getReserveList as jest.Mock).mockResolvedValue(RESERVE_LIST);
  return fetchReservations(new AbortController().signal);
}

const boardRows = () => [...document.querySelectorAll<HTMLElement>('[data-row]')];

test('keeps the latest reservations in API order and counts them by status', async () => {
  const data = await shaped();
  expect(data.rows.map((r) => r.id)).toEqual([642, 641, 630, 629, 628]);
  expect(data.byStatus).toEqual([
    { name: '已预约', value: 2 },
    { name: '使用中', value: 1 },
    { name: '已完成', value: 1 },
    { name: '已取消', value: 1 },
  ]);
});

test('the detail lists every field of the reservation in Chinese', () => {
  expect(detailFields(RESERVE_DETAIL)).toEqual([
    ['仪器名称', '场发射扫描电镜'],
    ['仪器型号', 'Sigma 300'],
    ['放置地点', '分析测试中心 A101'],
    ['预约人', '李*'],
    ['所在单位', '材料与能源学院'],
    ['项目来源', '国家自然科学基金面上项目'],
    ['预约日期', '2026年11月20日 星期五'],
    ['使用时段', '09:00 – 11:00'],
    ['预约机时', '2 小时'],
    ['样品数量', '12 个'],
  ]);
});

test('shows a spinner while loading', () => {
  expect(renderPanel(reservations, fake<ReservationsData>({ isPending: true })).frame).toHaveAttribute(
    'data-state',
    'loading',
  );
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(
    renderPanel(reservations, fake<ReservationsData>({ error: new Error('无法连接到数据接口') })).frame,
  ).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when nobody has booked an instrument', () => {
  expect(renderPanel(reservations, loaded<ReservationsData>({ rows: [], byStatus: [] })).frame).toHaveAttribute(
    'data-state',
    'empty',
  );
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the counts per status and a board row per reservation', async () => {
  expect(renderPanel(reservations, loaded(await shaped())).frame).toHaveAttribute('data-state', 'ready');
  expect(document.querySelector('[data-status="已预约"]')).toHaveTextContent('已预约2条');
  expect(boardRows()).toHaveLength(RECENT.length);
  const first = within(boardRows()[0]);
  expect(first.getByText('11-30 08:30')).toBeInTheDocument();
  expect(first.getByText('紫外可见近红外分光光度计')).toBeInTheDocument();
  expect(first.getByText('何*')).toBeInTheDocument();
  expect(first.getByText('资源环境学院')).toBeInTheDocument();
  expect(first.getByText('5.5h')).toBeInTheDocument();
  expect(first.getByText('已预约')).toBeInTheDocument();
});

test('a row opens the reservation detail fetched by its id', async () => {
  (getReserveDetail as jest.Mock).mockResolvedValue(RESERVE_DETAIL);
  renderPanel(reservations, loaded(await shaped()));
  fireEvent.click(boardRows()[2]);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('预约详情 · 场发射扫描电镜')).toBeInTheDocument();
  expect(await within(dialog).findByText('国家自然科学基金面上项目')).toBeInTheDocument();
  expect(within(dialog).getByText('09:00 – 11:00')).toBeInTheDocument();
  expect(within(dialog).getByText('使用中')).toBeInTheDocument();
  expect(getReserveDetail).toHaveBeenCalledWith(630, expect.any(AbortSignal));
});

test('the dialog says why when the detail cannot be loaded', async () => {
  (getReserveDetail as jest.Mock).mockRejectedValue(new Error('预约记录不存在（id=641）'));
  renderPanel(reservations, loaded(await shaped()));
  fireEvent.click(boardRows()[1]);
  // The detail query retries once (after 2 s) before it gives up.
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    '加载失败：预约记录不存在（id=641）',
  );
});
