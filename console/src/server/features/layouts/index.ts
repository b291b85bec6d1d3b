export { describeDaypartChange, keepDaypartVersion } from './daypart-layouts';
export { checkPageLayout } from './layout-check';
export { templateLayout } from './page-templates';
export { isPanelModule } from './panel-names';
