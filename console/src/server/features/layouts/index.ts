export { describeDaypartChange, keepDaypartVersion } from './daypart-layouts';
export { checkPageLayout } from './layout-check';
export { describeBrokenSlots, slotsBrokenBy } from './layout-coverage';
export { templateLayout } from './page-templates';
export { isPanelModule } from './panel-names';
export { placedPages } from './placed-pages';
