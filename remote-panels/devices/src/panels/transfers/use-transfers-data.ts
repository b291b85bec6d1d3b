import { getTransferList, usePanelQuery, type PanelDataContext, type Transfer } from '@cockpit/shared-sdk';

/** What the transfers panel shows: every achievement (newest first) and the totals. */
export interface TransfersData {
  rows: Transfer[];
  /** Sum of the contract amounts, 万元. */
  totalAmount: number;
  /** Achievements by teams of 西南大学, the centre's own university. */
  swuCount: number;
}

/** The university the centre belongs to. */
export const HOME_SCHOOL = '西南大学';

/** Technology transfer achievements with their total amount. */
export async function fetchTransfers(signal: AbortSignal): Promise<TransfersData> {
  const rows = await getTransferList(signal);
  return {
    rows,
    totalAmount: Math.round(rows.reduce((sum, t) => sum + t.amount, 0) * 10) / 10,
    swuCount: rows.filter((t) => t.school === HOME_SCHOOL).length,
  };
}

export function useTransfersData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['devices', 'transfers'], fetchTransfers, refreshMs);
}
