import { definePanel } from '@cockpit/shared-sdk';
import { ServiceOverviewView } from './service-overview-view';
import { useServiceOverviewData, type ServiceOverviewData } from './use-service-overview-data';

/** 企业服务: counts of the online services and an auto-paging board of them; a row opens its detail. */
export default definePanel<ServiceOverviewData>({
  id: 'service-overview',
  title: '企业服务',
  refreshMs: 60_000,
  minSize: { width: 420, height: 180 },
  useData: useServiceOverviewData,
  View: ServiceOverviewView,
  isEmpty: (data) => data.total === 0 && data.page.rows.length === 0,
});
