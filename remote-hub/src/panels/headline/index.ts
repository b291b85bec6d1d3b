import { definePanel } from '@cockpit/shared-sdk';
import { HeadlineView } from './headline-view';
import { useHeadlineData, type HeadlineData } from './use-headline-data';

/** 核心指标: the hub's headline figures of the current year as big animated counters. */
export default definePanel<HeadlineData>({
  id: 'headline',
  title: '核心指标',
  refreshMs: 60_000,
  minSize: { width: 880, height: 140 },
  useData: useHeadlineData,
  View: HeadlineView,
  isEmpty: (data) => data.figures.length === 0,
});
