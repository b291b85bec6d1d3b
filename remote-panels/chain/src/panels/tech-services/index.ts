import { definePanel } from '@cockpit/shared-sdk';
import { TechServicesView } from './tech-services-view';
import { useTechServicesData, type TechServicesData } from './use-tech-services-data';

/** 技术服务: how many services, providers and times served, and times served by category. */
export default definePanel<TechServicesData>({
  id: 'tech-services',
  title: '技术服务',
  refreshMs: 120_000,
  minSize: { width: 420, height: 180 },
  useData: useTechServicesData,
  View: TechServicesView,
  isEmpty: (data) => data.itemCount === 0,
});
