import { dayjs, getReserveList, usePanelQuery, type PanelDataContext, type ReserveMonth } from '@cockpit/shared-sdk';

/** Months on the trend chart. */
export const TREND_MONTHS = 12;

/** What the trend panel shows: the last {@link TREND_MONTHS} months, oldest first, and their totals. */
export interface ReserveTrendData {
  months: ReserveMonth[];
  totalCount: number;
  totalHours: number;
}

/**
 * The last `count` months up to the latest month of `monthly`, oldest first; a month with no
 * reservations (absent from the grouped series) shows as zero rather than vanishing from the axis.
 */
export function lastMonths(monthly: readonly ReserveMonth[], count = TREND_MONTHS): ReserveMonth[] {
  if (monthly.length === 0) return [];
  const latest = monthly.reduce((max, m) => (m.month > max ? m.month : max), monthly[0].month);
  const byMonth = new Map(monthly.map((m) => [m.month, m]));
  return Array.from({ length: count }, (_, i) => {
    const month = dayjs(`${latest}-01`)
      .subtract(count - 1 - i, 'month')
      .format('YYYY-MM');
    return byMonth.get(month) ?? { month, count: 0, hours: 0 };
  });
}

/** The monthly reservation series, cut to the trend's window, with its totals. */
export async function fetchReserveTrend(signal: AbortSignal): Promise<ReserveTrendData> {
  const { monthly } = await getReserveList(signal);
  const months = lastMonths(monthly);
  return {
    months,
    totalCount: months.reduce((sum, m) => sum + m.count, 0),
    totalHours: Math.round(months.reduce((sum, m) => sum + m.hours, 0) * 10) / 10,
  };
}

export function useReserveTrendData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['devices', 'reserve-trend'], fetchReserveTrend, refreshMs);
}
