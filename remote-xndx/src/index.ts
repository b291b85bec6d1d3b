/** Public surface of the xndx index remote. */
export { default as XndxIndexPage } from './index-page';
export { XNDX_LAYOUT } from './xndx-layout';
