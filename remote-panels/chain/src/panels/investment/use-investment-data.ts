import { getInvestList, usePanelQuery, type InvestProject, type PanelDataContext } from '@cockpit/shared-sdk';

/** What the investment panel shows: the projects (newest first) and their total. */
export interface InvestmentData {
  projects: InvestProject[];
  /** Sum of the projects' amounts, 万元. */
  totalAmount: number;
}

/** 万元 → 亿元, two decimals. */
export function toYi(wan: number): number {
  return Math.round(wan / 100) / 100;
}

/** Fetches the investment projects and sums their amounts. */
export async function fetchInvestment(signal: AbortSignal): Promise<InvestmentData> {
  const projects = await getInvestList(signal);
  const totalAmount = Math.round(projects.reduce((sum, p) => sum + p.amount, 0) * 10) / 10;
  return { projects, totalAmount };
}

export function useInvestmentData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['chain', 'investment'], fetchInvestment, refreshMs);
}
