/** Public surface of the hub index remote: its index page (it draws the layout the shell gives it) and its headline panel. */
export { default as HubIndexPage } from './index-page';
export { default as headline } from './panels/headline';
