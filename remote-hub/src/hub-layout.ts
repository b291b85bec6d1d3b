import { CONTENT_SIZE, type PageLayout, type SlotSpec } from '@cockpit/shared-sdk';

/** Column edges of the grid below the headline band (4 columns of 464 px, 12 px gutters). */
const COL = [14, 490, 966, 1442] as const;
const W = 464;
/** Row edges of the grid: 4 rows of 190 px, 10 px gaps, below a 150 px headline band. */
const ROW = [166, 366, 566, 766] as const;
const H = 190;
const ROTATE_MS = 20_000;

const cell = (id: string, col: number, row: number, panels: string[], title: string, rows = 1): SlotSpec => ({
  id,
  x: COL[col],
  y: ROW[row],
  w: W,
  h: H * rows + 10 * (rows - 1),
  panels,
  title,
  rotateMs: ROTATE_MS,
});

/**
 * The hub page (`/`) as data: each slot's place on the 1920x980 main area and the panel(s) it
 * shows (several rotate). Moving or swapping a panel is an edit here, or a manifest change for its remote.
 */
export const HUB_LAYOUT: PageLayout = {
  ...CONTENT_SIZE,
  slots: [
    { id: 'introduce', x: COL[0], y: 6, w: W, h: 150, panels: ['services/introduce'], title: '服务港简介' },
    { id: 'headline', x: COL[1], y: 6, w: 940, h: 150, panels: ['hub/headline'], title: '核心指标' },
    { id: 'notices', x: COL[3], y: 6, w: W, h: 150, panels: ['notices/notices'], title: '通知公告' },
    cell('import-talent', 0, 0, ['talent/import-talent'], '人才引进'),
    cell('cultivate-talent', 0, 1, ['talent/cultivate-talent'], '人才培养'),
    cell('talent-schools', 0, 2, ['talent/schools', 'talent/determine'], '高校分布'),
    cell('activity', 0, 3, ['notices/activity-by-month'], '活动月度统计'),
    { id: 'industry-chain', x: COL[1], y: ROW[0], w: 940, h: 2 * H + 10, panels: ['chain/industry-chain'], title: '产业链图谱' },
    cell('teams', 1, 2, ['teams/running-teams', 'teams/team-directory'], '在孵团队', 2),
    cell('investment', 2, 2, ['chain/investment', 'chain/tech-services'], '招商投资'),
    cell('institutions', 2, 3, ['teams/institutions'], '专业服务机构'),
    cell('checkin', 3, 0, ['industry/checkin-industry'], '入驻企业行业分布'),
    cell('checkout', 3, 1, ['industry/checkout-industry'], '迁出企业行业分布'),
    cell('chances', 3, 2, ['industry/chances'], '机会清单'),
    cell('services', 3, 3, ['services/evaluation', 'services/service-overview', 'services/handling'], '服务评价'),
  ],
};
