import { getChainList, usePanelQuery, type IndustryChain, type PanelDataContext } from '@cockpit/shared-sdk';

/** What the industry-chain panel shows: every chain with its graph, and the district's totals. */
export interface IndustryChainData {
  /** Chains that have at least one node (an empty chain has no graph to draw). */
  chains: IndustryChain[];
  nodeCount: number;
  companyCount: number;
}

/** Fetches every industry chain and sums its nodes and companies. */
export async function fetchIndustryChains(signal: AbortSignal): Promise<IndustryChainData> {
  const chains = (await getChainList({}, signal)).filter((c) => c.nodes.length > 0);
  return {
    chains,
    nodeCount: chains.reduce((sum, c) => sum + c.nodes.length, 0),
    companyCount: chains.reduce((sum, c) => sum + c.companyCount, 0),
  };
}

export function useIndustryChainData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['chain', 'industry-chain'], fetchIndustryChains, refreshMs);
}
