import { SlotLayout, usePageLayout } from '@cockpit/shared-sdk';

/** The analysis and testing centre's index page: the slots the shell hands it (page `xndx` of `layouts.json`). */
export default function XndxIndexPage() {
  return <SlotLayout layout={usePageLayout()} />;
}
