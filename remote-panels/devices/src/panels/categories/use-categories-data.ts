import { getDeviceList, getDeviceSum, usePanelQuery, type PanelDataContext } from '@cockpit/shared-sdk';
import { orderedNames } from '../../components/status-colors';

/** Instruments of one category, split by status. */
export interface CategoryRow {
  category: string;
  total: number;
  /** Count per status, in the order of {@link CategoriesData.statuses}. */
  byStatus: number[];
  /** Original value of the category's instruments, 万元. */
  value: number;
}

/** What the categories panel shows: categories with most instruments first. */
export interface CategoriesData {
  statuses: string[];
  rows: CategoryRow[];
}

/** Counts the instruments per category and status (statuses and categories in dictionary order). */
export async function fetchCategories(signal: AbortSignal): Promise<CategoriesData> {
  const [sum, devices] = await Promise.all([getDeviceSum(signal), getDeviceList(signal)]);
  const statuses = orderedNames(
    sum.byStatus,
    devices.map((d) => d.status),
  );
  const categories = orderedNames(
    sum.byCategory,
    devices.map((d) => d.category),
  );
  const rows = categories.map((category) => {
    const own = devices.filter((d) => d.category === category);
    return {
      category,
      total: own.length,
      byStatus: statuses.map((status) => own.filter((d) => d.status === status).length),
      value: Math.round(own.reduce((total, d) => total + d.value, 0) * 10) / 10,
    };
  });
  // Stable sort: equal counts keep dictionary order.
  rows.sort((a, b) => b.total - a.total);
  return { statuses, rows };
}

export function useCategoriesData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['devices', 'categories'], fetchCategories, refreshMs);
}
