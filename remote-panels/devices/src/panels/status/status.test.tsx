import { getDeviceList, getDeviceSum } from '@cockpit/shared-sdk';
import { screen, within } from '@testing-library/react';
import { DEVICES, DEVICE_SUM } from '../../testing/fixtures';
import { fake, loaded, renderPanel } from '../../testing/render-panel';
import status from '.';
import { statusOption } from './status-view';
import { fetchStatus, type StatusData } from './use-status-data';

jest.mock('@cockpit/shared-sdk', () => ({
  ...jest.requireActual('@cockpit/shared-sdk'),
  getDeviceList: jest.fn(),
  getDeviceSum: jest.fn(),
}));

async function shaped(): Promise<StatusData> {
  (getDeviceSum as jest.Mock).mockResolvedValue(DEVICE_SUM);
  (getDeviceList as jest.Mock).mockResolvedValue(DEVICES);
  return fetchStatus(new AbortController().signal);
}

test('counts instruments per status in dictionary order and lists those under repair', async () => {
  const data = await shaped();
  expect(data.deviceCount).toBe(9);
  expect(data.byStatus).toEqual([
    { name: '在用', value: 5 },
    { name: '维修', value: 2 },
    { name: '空闲', value: 2 },
  ]);
  expect(data.averageUtilization).toBe(63);
  expect(data.underRepair.map((d) => `${d.name} ${d.model}`)).toEqual([
    '透射电镜 Talos F200X',
    '高效液相色谱仪 1260 Infinity II',
  ]);
});

test('an unlisted status is still counted, after the dictionary ones', async () => {
  (getDeviceSum as jest.Mock).mockResolvedValue(DEVICE_SUM);
  (getDeviceList as jest.Mock).mockResolvedValue([...DEVICES, { ...DEVICES[0], id: 99, status: '报废' }]);
  const data = await fetchStatus(new AbortController().signal);
  expect(data.byStatus.map((s) => s.name)).toEqual(['在用', '维修', '空闲', '报废']);
  expect(data.deviceCount).toBe(10);
});

test('the ring has one slice per status', async () => {
  const option = statusOption(await shaped()) as {
    series: { type: string; data: { name: string; value: number }[] }[];
  };
  expect(option.series[0].type).toBe('pie');
  expect(option.series[0].data.map((d) => `${d.name}${d.value}`)).toEqual(['在用5', '维修2', '空闲2']);
});

test('shows a spinner while loading', () => {
  expect(renderPanel(status, fake<StatusData>({ isPending: true })).frame).toHaveAttribute('data-state', 'loading');
  expect(screen.getByText('加载中…')).toBeInTheDocument();
});

test('shows the reason when the first load failed', () => {
  expect(renderPanel(status, fake<StatusData>({ error: new Error('接口超时') })).frame).toHaveAttribute(
    'data-state',
    'error',
  );
  expect(screen.getByText('接口超时')).toBeInTheDocument();
});

test('shows 暂无数据 when the centre has no instrument', () => {
  const none: StatusData = { deviceCount: 0, byStatus: [], averageUtilization: 0, underRepair: [] };
  expect(renderPanel(status, loaded(none)).frame).toHaveAttribute('data-state', 'empty');
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
});

test('shows the total, each status with its share, the average utilisation and the instruments under repair', async () => {
  const { frame } = renderPanel(status, loaded(await shaped()));
  expect(frame).toHaveAttribute('data-state', 'ready');
  expect(screen.getByText('仪器总数').previousSibling).toHaveTextContent('9');
  const inUse = document.querySelector('[data-status="在用"]') as HTMLElement;
  expect(within(inUse).getByText('5')).toBeInTheDocument();
  expect(within(inUse).getByText('55.6%')).toBeInTheDocument();
  expect(screen.getByText('63.0%')).toBeInTheDocument();
  expect(screen.getByText('维修中仪器 2 台')).toBeInTheDocument();
  expect(screen.getByText('透射电镜')).toBeInTheDocument();
  expect(screen.getByText('Talos F200X')).toBeInTheDocument();
});

test('says all instruments run when none is under repair', async () => {
  const data = { ...(await shaped()), underRepair: [] };
  renderPanel(status, loaded(data));
  expect(screen.getByText('维修中仪器 0 台，全部仪器运行正常')).toBeInTheDocument();
});
