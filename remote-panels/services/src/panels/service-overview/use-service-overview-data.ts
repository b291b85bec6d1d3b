import {
  getServiceNum,
  getServicePage,
  usePanelQuery,
  type Page,
  type PanelDataContext,
  type ServiceItem,
} from '@cockpit/shared-sdk';
import { pageQuery } from '../../components/figures-beside-board';

/** Services per page of the board (the board pages instead of scrolling). */
export const SERVICE_PAGE_SIZE = 3;

/** What the service overview shows: counts and page 1 of the services. */
export interface ServiceOverviewData {
  /** Online services in all. */
  total: number;
  /** People served by all services. */
  serveTotal: number;
  page: Page<ServiceItem>;
}

/** One page of services. */
export function fetchServicePage(
  pageNum: number,
  signal: AbortSignal,
  pageSize = SERVICE_PAGE_SIZE,
): Promise<Page<ServiceItem>> {
  return getServicePage({ pageNum, pageSize }, signal);
}

/** Fetches the service counts and the first page of services together. */
export async function fetchServiceOverview(signal: AbortSignal): Promise<ServiceOverviewData> {
  const [num, page] = await Promise.all([getServiceNum(signal), fetchServicePage(1, signal)]);
  return { total: num.total, serveTotal: num.serveTotal, page };
}

export const useServicePage = pageQuery('service-page', fetchServicePage, SERVICE_PAGE_SIZE);

export function useServiceOverviewData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['services', 'service-overview'], fetchServiceOverview, refreshMs);
}
