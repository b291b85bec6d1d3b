import { fakePanelData, renderPanelInFrame } from '@cockpit/shared-sdk/testing';
import { dayjs, getDeviceSum, getReserveList, getTransferList, type PanelData } from '@cockpit/shared-sdk';
import { screen } from '@testing-library/react';
import headline from '.';
import { headlineFigures } from './headline-view';
import { fetchHeadline, monthFigures, type HeadlineData } from './use-headline-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getDeviceSum: jest.fn(),
  getReserveList: jest.fn(),
  getTransferList: jest.fn(),
}));

const sum = {
  deviceCount: 37,
  totalValue: 12675.8,
  serviceHours: 76669,
  averageUtilization: 57.3,
  byStatus: [],
  byCategory: [],
};
const monthly = [
  { month: '2026-09', count: 35, hours: 111 },
  { month: '2026-10', count: 36, hours: 90.5 },
  { month: '2026-11', count: 52, hours: 189.5 },
];
const transfers = [
  {
    id: 2,
    title: '车路协同关键技术',
    team: '车路协同创业团队',
    school: '西南大学',
    enterprise: '重庆嘉恒电驱科技有限公司',
    amount: 661.6,
    transferDate: '2026-11-20',
    type: '技术服务',
  },
  {
    id: 1,
    title: '硅基光电子中试技术',
    team: '硅基光电子攻关团队',
    school: '重庆大学',
    enterprise: '重庆智远复合材料有限公司',
    amount: 39.6,
    transferDate: '2026-11-10',
    type: '专利许可',
  },
];
const data: HeadlineData = {
  deviceCount: 37,
  totalValue: 12675.8,
  serviceHours: 76669,
  averageUtilization: 57.3,
  monthLabel: '本月',
  monthCount: 52,
  monthHours: 189.5,
  transferCount: 2,
  transferAmount: 701.2,
};

const fake = (overrides: Partial<PanelData<HeadlineData>>) => fakePanelData<HeadlineData>(overrides);

const renderWith = (result: PanelData<HeadlineData>) => renderPanelInFrame('xndx/headline', headline, result).frame;

test('this month comes from the monthly series', () => {
  expect(monthFigures(monthly, dayjs('2026-11-22'))).toEqual({ monthLabel: '本月', monthCount: 52, monthHours: 189.5 });
});

test('a series ending before this month shows its latest month under that month, never as 本月', () => {
  expect(monthFigures(monthly, dayjs('2026-12-02'))).toEqual({ monthLabel: '11月', monthCount: 52, monthHours: 189.5 });
  expect(monthFigures(monthly, dayjs('2027-01-05'))).toEqual({
    monthLabel: '2026年11月',
    monthCount: 52,
    monthHours: 189.5,
  });
  expect(monthFigures([], dayjs('2026-11-22'))).toEqual({ monthLabel: '本月', monthCount: 0, monthHours: 0 });
});

test('future months already booked do not count as this month', () => {
  expect(monthFigures([...monthly, { month: '2026-12', count: 4, hours: 6 }], dayjs('2026-11-22')).monthCount).toBe(52);
});

test('gathers instruments, reservations and transfers into the headline figures', async () => {
  (getDeviceSum as jest.Mock).mockResolvedValue(sum);
  (getReserveList as jest.Mock).mockResolvedValue({ recent: [], monthly });
  (getTransferList as jest.Mock).mockResolvedValue(transfers);
  await expect(fetchHeadline(new AbortController().signal, dayjs('2026-11-22'))).resolves.toEqual(data);
});

test('the band reads instruments, value, utilisation, this month, service hours and transfers', () => {
  expect(headlineFigures(data).map((f) => `${f.label}:${f.value}${f.unit}`)).toEqual([
    '大型仪器:37台套',
    '设备原值:12675.8万元',
    '平均使用率:57.3%',
    '本月预约:52次',
    '本月预约机时:189.5小时',
    '累计服务机时:76669小时',
    '成果转化:2项',
    '转化合同金额:701.2万元',
  ]);
});

test('shows a spinner while loading', () => {
  expect(renderWith(fake({ isPending: true }))).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderWith(fake({ error: new Error('无法连接到数据接口') }))).toHaveAttribute('data-state', 'error');
  expect(screen.getByText('无法连接到数据接口')).toBeInTheDocument();
});

test('shows 暂无数据 when the centre has neither instruments nor transfers', () => {
  const none = { ...data, deviceCount: 0, transferCount: 0 };
  expect(renderWith(fake({ data: none, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows each figure as a counter running to its value', () => {
  expect(renderWith(fake({ data, dataUpdatedAt: 1 }))).toHaveAttribute('data-state', 'ready');
  const tile = (label: string) => document.querySelector(`[data-stat="${label}"]`);
  expect(tile('大型仪器')).toHaveTextContent('大型仪器');
  expect(tile('大型仪器')?.querySelector('[data-value]')).toHaveAttribute('data-value', '37');
  expect(tile('本月预约')?.querySelector('[data-value]')).toHaveAttribute('data-value', '52');
  expect(tile('累计服务机时')?.querySelector('[data-value]')).toHaveAttribute('data-value', '76669');
  expect(tile('成果转化')).toHaveTextContent('项');
  expect(document.querySelectorAll('[data-stat]')).toHaveLength(8);
});
