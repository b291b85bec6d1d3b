/** Public surface of the xndx index remote: its index page, the page's layout and its headline panel. */
export { default as XndxIndexPage } from './index-page';
export { XNDX_LAYOUT } from './xndx-layout';
export { default as headline } from './panels/headline';
