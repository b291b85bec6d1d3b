export { daypartLayoutRoutes } from './daypart-layout-routes';
export { describeDaypartChange, keepDaypartVersion } from './daypart-layouts';
export { checkPageLayout } from './layout-check';
export { layoutRoutes } from './layout-routes';
export { templateLayout } from './page-templates';
export { isPanelModule } from './panel-names';
