import { definePanel } from '@cockpit/shared-sdk';
import { StatusView } from './status-view';
import { useStatusData, type StatusData } from './use-status-data';

/** 仪器运行状态: a ring of instruments by status and the instruments under repair. */
export default definePanel<StatusData>({
  id: 'status',
  title: '仪器运行状态',
  refreshMs: 60_000,
  minSize: { width: 600, height: 340 },
  useData: useStatusData,
  View: StatusView,
  isEmpty: (data) => data.deviceCount === 0,
});
