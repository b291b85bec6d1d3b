import { definePanel } from '@cockpit/shared-sdk';
import { IndustryChainView } from './industry-chain-view';
import { useIndustryChainData, type IndustryChainData } from './use-industry-chain-data';

/** 产业链图谱: each chain's upstream → midstream → downstream graph, rotating, with node drill-down. */
export default definePanel<IndustryChainData>({
  id: 'industry-chain',
  title: '产业链图谱',
  refreshMs: 300_000,
  minSize: { width: 900, height: 360 },
  useData: useIndustryChainData,
  View: IndustryChainView,
  isEmpty: (data) => data.chains.length === 0,
});
