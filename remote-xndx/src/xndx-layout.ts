import { CONTENT_SIZE, type PageLayout } from '@cockpit/shared-sdk';

/** The analysis and testing centre page (`/xndx`) as data: slots and the panels they show. */
export const XNDX_LAYOUT: PageLayout = {
  ...CONTENT_SIZE,
  slots: [],
};
