import { SlotLayout } from '@cockpit/shared-sdk';
import { HUB_LAYOUT } from './hub-layout';

/** The hub's index page: its layout of panel slots. */
export default function HubIndexPage() {
  return <SlotLayout layout={HUB_LAYOUT} />;
}
