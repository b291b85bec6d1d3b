import { definePanel } from '@cockpit/shared-sdk';
import { ReservationsView } from './reservations-view';
import { useReservationsData, type ReservationsData } from './use-reservations-data';

/** 最新预约: the scrolling board of recent reservations; a row opens its detail. */
export default definePanel<ReservationsData>({
  id: 'reservations',
  title: '最新仪器预约',
  refreshMs: 60_000,
  minSize: { width: 620, height: 340 },
  useData: useReservationsData,
  View: ReservationsView,
  isEmpty: (data) => data.rows.length === 0,
});
