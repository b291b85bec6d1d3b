import { CONTENT_SIZE, type PageLayout } from '@cockpit/shared-sdk';

/**
 * The hub page (`/`) as data: each slot's place on the 1920x980 main area and the panel(s) it
 * shows. Moving or swapping a panel is an edit here, or a manifest change for its remote.
 */
export const HUB_LAYOUT: PageLayout = {
  ...CONTENT_SIZE,
  slots: [
    { id: 'running-teams', x: 14, y: 10, w: 940, h: 470, panels: ['teams/running-teams'], title: '在孵团队' },
    { id: 'institutions', x: 966, y: 10, w: 940, h: 470, panels: ['teams/institutions'], title: '专业服务机构' },
    { id: 'team-directory', x: 14, y: 492, w: 1892, h: 474, panels: ['teams/team-directory'], title: '团队名录' },
  ],
};
