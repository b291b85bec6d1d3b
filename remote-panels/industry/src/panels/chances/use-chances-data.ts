import {
  getChancePage,
  getChanceSum,
  usePanelQuery,
  type Chance,
  type ChanceSum,
  type PanelDataContext,
} from '@cockpit/shared-sdk';

/** How many of the newest opportunities the board scrolls through. */
export const CHANCE_BOARD_SIZE = 50;

/** What the chances panel shows: the list's totals and its newest opportunities. */
export interface ChancesData {
  sum: ChanceSum;
  rows: Chance[];
}

/** Fetches the totals and the newest {@link CHANCE_BOARD_SIZE} opportunities together. */
export async function fetchChances(signal: AbortSignal): Promise<ChancesData> {
  const [sum, page] = await Promise.all([
    getChanceSum(signal),
    getChancePage({ pageNum: 1, pageSize: CHANCE_BOARD_SIZE }, signal),
  ]);
  return { sum, rows: page.rows };
}

export function useChancesData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['industry', 'chances'], fetchChances, refreshMs);
}

/** A budget in 万元 as a headline figure: 亿元 with two decimals from 1 亿 up, else whole 万元. */
export function budgetFigure(wan: number): { value: number; unit: string; decimals: number } {
  return wan >= 10_000
    ? { value: wan / 10_000, unit: '亿元', decimals: 2 }
    : { value: Math.round(wan), unit: '万元', decimals: 0 };
}

/** A budget in 万元 as board text: 1.2亿 / 350万. */
export function budgetText(wan: number): string {
  return wan >= 10_000 ? `${(wan / 10_000).toFixed(1)}亿` : `${Math.round(wan)}万`;
}
