import {
  dayjs,
  getDeviceSum,
  getReserveList,
  getTransferList,
  usePanelQuery,
  type PanelDataContext,
  type ReserveMonth,
} from '@cockpit/shared-sdk';

/** The headline figures of the analysis and testing centre. */
export interface HeadlineData {
  deviceCount: number;
  /** Original value of the instruments, 万元. */
  totalValue: number;
  /** Machine hours served, cumulative. */
  serviceHours: number;
  /** %. */
  averageUtilization: number;
  /** Which month the reservation figures are of: `本月`, or `M月` when the data ends before this month. */
  monthLabel: string;
  monthCount: number;
  monthHours: number;
  transferCount: number;
  /** 万元. */
  transferAmount: number;
}

/**
 * The reservations of the current month; when the series ends before it (data not yet in), the
 * latest month it has, labelled by its own name so the wall never shows a stale month as 本月.
 */
export function monthFigures(
  monthly: readonly ReserveMonth[],
  today = dayjs(),
): Pick<HeadlineData, 'monthLabel' | 'monthCount' | 'monthHours'> {
  const current = today.format('YYYY-MM');
  const past = monthly.filter((m) => m.month <= current).sort((a, b) => a.month.localeCompare(b.month));
  const latest = past[past.length - 1];
  if (!latest || latest.month === current)
    return { monthLabel: '本月', monthCount: latest?.count ?? 0, monthHours: latest?.hours ?? 0 };
  const label =
    latest.month.slice(0, 4) === current.slice(0, 4)
      ? `${Number(latest.month.slice(5))}月`
      : dayjs(`${latest.month}-01`).format('YYYY年M月');
  return { monthLabel: label, monthCount: latest.count, monthHours: latest.hours };
}

/** Fetches the instrument totals, the monthly reservations and the transfers together. */
export async function fetchHeadline(signal: AbortSignal, today = dayjs()): Promise<HeadlineData> {
  const [sum, reserves, transfers] = await Promise.all([
    getDeviceSum(signal),
    getReserveList(signal),
    getTransferList(signal),
  ]);
  return {
    deviceCount: sum.deviceCount,
    totalValue: sum.totalValue,
    serviceHours: sum.serviceHours,
    averageUtilization: sum.averageUtilization,
    ...monthFigures(reserves.monthly, today),
    transferCount: transfers.length,
    transferAmount: Math.round(transfers.reduce((total, t) => total + t.amount, 0) * 10) / 10,
  };
}

export function useHeadlineData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['xndx', 'headline'], (signal) => fetchHeadline(signal), refreshMs);
}
