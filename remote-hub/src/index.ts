/** Public surface of the hub index remote: its index page, layout and hub panel descriptors. */
export { default as HubIndexPage } from './index-page';
export { HUB_LAYOUT } from './hub-layout';
export { default as headline } from './panels/headline';
