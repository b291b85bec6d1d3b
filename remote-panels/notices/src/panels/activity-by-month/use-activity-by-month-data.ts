import { dayjs, getActivityByMonth, usePanelQuery, type PanelDataContext } from '@cockpit/shared-sdk';

/** How many months the chart covers (the newest data backwards). */
export const ACTIVITY_MONTHS = 12;

/** One month of the chart. */
export interface ActivityPoint {
  /** `YYYY-MM`. */
  month: string;
  /** Axis label, e.g. `3月`. */
  label: string;
  /** Tooltip label, e.g. `2026年3月`. */
  fullLabel: string;
  count: number;
  participants: number;
}

/** What the monthly-activity panel shows: one point per month, oldest first, with totals. */
export interface ActivityByMonthData {
  points: ActivityPoint[];
  totalCount: number;
  totalParticipants: number;
}

/** Fetches the last {@link ACTIVITY_MONTHS} months of activities and shapes them for the chart. */
export async function fetchActivityByMonth(signal: AbortSignal): Promise<ActivityByMonthData> {
  const months = await getActivityByMonth({ months: ACTIVITY_MONTHS }, signal);
  const points = [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => {
      const date = dayjs(`${m.month}-01`);
      return {
        month: m.month,
        label: date.format('M月'),
        fullLabel: date.format('YYYY年M月'),
        count: m.count,
        participants: m.participants,
      };
    });
  return {
    points,
    totalCount: points.reduce((sum, p) => sum + p.count, 0),
    totalParticipants: points.reduce((sum, p) => sum + p.participants, 0),
  };
}

export function useActivityByMonthData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['notices', 'activity-by-month'], fetchActivityByMonth, refreshMs);
}
