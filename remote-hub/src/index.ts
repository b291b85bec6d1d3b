/** Public surface of the hub index remote. */
export { default as HubIndexPage } from './index-page';
export { HUB_LAYOUT } from './hub-layout';
