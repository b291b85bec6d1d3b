import { definePanel } from '@cockpit/shared-sdk';
import { InvestmentView } from './investment-view';
import { useInvestmentData, type InvestmentData } from './use-investment-data';

/** 招商投资: the total invested and a scrolling board of investment projects. */
export default definePanel<InvestmentData>({
  id: 'investment',
  title: '招商投资',
  refreshMs: 120_000,
  minSize: { width: 420, height: 180 },
  useData: useInvestmentData,
  View: InvestmentView,
  isEmpty: (data) => data.projects.length === 0,
});
