import {
  getDeviceList,
  getDeviceSum,
  usePanelQuery,
  type Device,
  type NameValue,
  type PanelDataContext,
} from '@cockpit/shared-sdk';
import { orderedNames } from '../../components/status-colors';

/** The `device_status` label of an instrument under repair. */
export const REPAIR_STATUS = '维修';

/** What the status panel shows. */
export interface StatusData {
  deviceCount: number;
  /** Instruments per status, in dictionary order. */
  byStatus: NameValue[];
  /** Average utilisation, %. */
  averageUtilization: number;
  /** Instruments now under repair. */
  underRepair: Pick<Device, 'id' | 'name' | 'model' | 'location'>[];
}

/** Instruments per status (counted from the list, so the ring and the list agree) and those under repair. */
export async function fetchStatus(signal: AbortSignal): Promise<StatusData> {
  const [sum, devices] = await Promise.all([getDeviceSum(signal), getDeviceList(signal)]);
  const statuses = orderedNames(
    sum.byStatus,
    devices.map((d) => d.status),
  );
  return {
    deviceCount: devices.length,
    byStatus: statuses.map((name) => ({ name, value: devices.filter((d) => d.status === name).length })),
    averageUtilization: sum.averageUtilization,
    underRepair: devices
      .filter((d) => d.status === REPAIR_STATUS)
      .map(({ id, name, model, location }) => ({ id, name, model, location })),
  };
}

export function useStatusData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['devices', 'status'], fetchStatus, refreshMs);
}
