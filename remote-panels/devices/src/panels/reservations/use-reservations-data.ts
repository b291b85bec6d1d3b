import {
  countBy,
  getReserveList,
  usePanelQuery,
  type NameValue,
  type PanelDataContext,
  type ReserveRow,
} from '@cockpit/shared-sdk';

/** What the reservations board shows: the latest reservations (upcoming first) and how many per status. */
export interface ReservationsData {
  rows: ReserveRow[];
  byStatus: NameValue[];
}

/** The latest reservations as the API orders them (latest date first), counted by status. */
export async function fetchReservations(signal: AbortSignal): Promise<ReservationsData> {
  const { recent } = await getReserveList(signal);
  return { rows: recent, byStatus: countBy(recent, 'status') };
}

export function useReservationsData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['devices', 'reservations'], fetchReservations, refreshMs);
}
