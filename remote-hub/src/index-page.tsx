import { SlotLayout, usePageLayout } from '@cockpit/shared-sdk';

/** The hub's index page: the slots the shell hands it (page `hub` of `layouts.json`), redrawn when they change. */
export default function HubIndexPage() {
  return <SlotLayout layout={usePageLayout()} />;
}
