import { definePanel } from '@cockpit/shared-sdk';
import { CategoriesView } from './categories-view';
import { useCategoriesData, type CategoriesData } from './use-categories-data';

/** 仪器类别分布: instruments per category, stacked by status. */
export default definePanel<CategoriesData>({
  id: 'categories',
  title: '仪器类别分布',
  refreshMs: 300_000,
  minSize: { width: 480, height: 340 },
  useData: useCategoriesData,
  View: CategoriesView,
  isEmpty: (data) => data.rows.every((row) => row.total === 0),
});
