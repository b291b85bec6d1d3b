import { definePanel } from '@cockpit/shared-sdk';
import { CheckoutIndustryView } from './checkout-industry-view';
import { useCheckoutIndustryData, type CheckoutIndustryData } from './use-checkout-industry-data';

/** 迁出企业行业分布: enterprises that moved out by industry, as a ring, with the main reason. */
export default definePanel<CheckoutIndustryData>({
  id: 'checkout-industry',
  title: '迁出企业行业分布',
  refreshMs: 120_000,
  minSize: { width: 450, height: 180 },
  useData: useCheckoutIndustryData,
  View: CheckoutIndustryView,
  isEmpty: (data) => data.total === 0,
});
