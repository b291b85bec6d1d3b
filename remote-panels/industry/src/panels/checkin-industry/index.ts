import { definePanel } from '@cockpit/shared-sdk';
import type { IndustryShares } from '../../components/industry-shares';
import { CheckinIndustryView } from './checkin-industry-view';
import { useCheckinIndustryData } from './use-checkin-industry-data';

/** 入驻企业行业分布: enterprises now in the park by industry, as a Nightingale rose. */
export default definePanel<IndustryShares>({
  id: 'checkin-industry',
  title: '入驻企业行业分布',
  refreshMs: 120_000,
  minSize: { width: 430, height: 180 },
  useData: useCheckinIndustryData,
  View: CheckinIndustryView,
  isEmpty: (data) => data.total === 0,
});
