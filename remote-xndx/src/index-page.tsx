import { SlotLayout } from '@cockpit/shared-sdk';
import { XNDX_LAYOUT } from './xndx-layout';

/** The analysis and testing centre's index page: its layout of panel slots. */
export default function XndxIndexPage() {
  return <SlotLayout layout={XNDX_LAYOUT} />;
}
