/** @jest-environment node */
import { getDeviceList, getDeviceSum, getReserveDetail, getReserveList, getTransferList } from './devices';
import { useReferenceServer } from '../../test/reference-server';

useReferenceServer();

describe('devices API against the reference server', () => {
  it('parses the instruments and their totals', async () => {
    const devices = await getDeviceList();
    const sum = await getDeviceSum();
    expect(devices.length).toBe(sum.deviceCount);
    expect(devices.length).toBeGreaterThanOrEqual(30);
    expect(devices.map((d) => d.name)).toEqual(
      expect.arrayContaining(['场发射扫描电镜', '透射电镜', '核磁共振波谱仪', 'X射线衍射仪', '液质联用仪']),
    );
    expect(sum.byStatus.map((s) => s.name)).toEqual(['在用', '维修', '空闲']);
    expect(sum.byStatus.reduce((a, s) => a + s.value, 0)).toBe(sum.deviceCount);
  });

  it('parses recent reservations, the monthly series and a detail', async () => {
    const list = await getReserveList();
    expect(list.recent).toHaveLength(30);
    expect(list.monthly.length).toBeGreaterThanOrEqual(18);
    expect(list.monthly.reduce((a, m) => a + m.count, 0)).toBeGreaterThanOrEqual(500);
    const detail = await getReserveDetail(list.recent[0].id);
    expect(detail).toMatchObject({ id: list.recent[0].id, deviceName: list.recent[0].deviceName });
    expect(detail.endTime > detail.startTime).toBe(true);
  });

  it('parses technology transfers, newest first', async () => {
    const transfers = await getTransferList();
    expect(transfers.length).toBeGreaterThanOrEqual(30);
    expect(transfers.filter((t) => t.school === '西南大学').length).toBeGreaterThan(10);
  });
});
