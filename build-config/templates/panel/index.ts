import { definePanel } from '@cockpit/shared-sdk';
import { __PASCAL__View } from './__PANEL__-view';
import { use__PASCAL__Data, type __PASCAL__Data } from './use-__PANEL__-data';

/** __TITLE__: the hub's running teams in four figures. */
export default definePanel<__PASCAL__Data>({
  id: '__PANEL__',
  title: '__TITLE__',
  refreshMs: 60_000,
  // The smallest slot it reads in (the designer refuses smaller); its type scale grows as a slot outgrows it.
  minSize: { width: 420, height: 150 },
  useData: use__PASCAL__Data,
  View: __PASCAL__View,
  isEmpty: (data) => data.teamCount === 0,
});
