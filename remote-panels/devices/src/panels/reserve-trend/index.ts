import { definePanel } from '@cockpit/shared-sdk';
import { ReserveTrendView } from './reserve-trend-view';
import { useReserveTrendData, type ReserveTrendData } from './use-reserve-trend-data';

/** 预约趋势: reservations and machine hours per month over the last year. */
export default definePanel<ReserveTrendData>({
  id: 'reserve-trend',
  title: '仪器预约趋势',
  refreshMs: 300_000,
  minSize: { width: 480, height: 340 },
  useData: useReserveTrendData,
  View: ReserveTrendView,
  isEmpty: (data) => data.months.length === 0,
});
