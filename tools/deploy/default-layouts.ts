import type { LayoutsFile } from '../../shell/src/layouts/layouts-schema';
import { CONTENT_SIZE } from '../../shared-sdk/src/http/constants';

type Slot = LayoutsFile['pages'][string]['slots'][number];

/** Hub grid below the headline band: 4 columns of 464 px (12 px gutters), 4 rows of 190 px (10 px gaps). */
const HUB_COL = [14, 490, 966, 1442] as const;
const HUB_W = 464;
const HUB_ROW = [166, 366, 566, 766] as const;
const HUB_H = 190;
const HUB_ROTATE_MS = 20_000;

const hubCell = (id: string, col: number, row: number, panels: string[], title: string, rows = 1): Slot => ({
  id,
  x: HUB_COL[col],
  y: HUB_ROW[row],
  w: HUB_W,
  h: HUB_H * rows + 10 * (rows - 1),
  panels,
  title,
  rotateMs: HUB_ROTATE_MS,
});

/** The hub page (`/`): a headline band over a 4x4 grid, 15 slots showing 20 panels (several rotate). */
const HUB_PAGE = {
  ...CONTENT_SIZE,
  slots: [
    { id: 'introduce', x: HUB_COL[0], y: 6, w: HUB_W, h: 150, panels: ['services/introduce'], title: '服务港简介' },
    { id: 'headline', x: HUB_COL[1], y: 6, w: 940, h: 150, panels: ['hub/headline'], title: '核心指标' },
    { id: 'notices', x: HUB_COL[3], y: 6, w: HUB_W, h: 150, panels: ['notices/notices'], title: '通知公告' },
    hubCell('import-talent', 0, 0, ['talent/import-talent'], '人才引进'),
    hubCell('cultivate-talent', 0, 1, ['talent/cultivate-talent'], '人才培养'),
    hubCell('talent-schools', 0, 2, ['talent/schools', 'talent/determine'], '高校分布'),
    hubCell('activity', 0, 3, ['notices/activity-by-month'], '活动月度统计'),
    {
      id: 'industry-chain',
      x: HUB_COL[1],
      y: HUB_ROW[0],
      w: 940,
      h: 2 * HUB_H + 10,
      panels: ['chain/industry-chain'],
      title: '产业链图谱',
    },
    hubCell('teams', 1, 2, ['teams/running-teams', 'teams/team-directory'], '在孵团队', 2),
    hubCell('investment', 2, 2, ['chain/investment', 'chain/tech-services'], '招商投资'),
    hubCell('institutions', 2, 3, ['teams/institutions'], '专业服务机构'),
    hubCell('checkin', 3, 0, ['industry/checkin-industry'], '入驻企业行业分布'),
    hubCell('checkout', 3, 1, ['industry/checkout-industry'], '迁出企业行业分布'),
    hubCell('chances', 3, 2, ['industry/chances'], '机会清单'),
    hubCell('services', 3, 3, ['services/evaluation', 'services/service-overview', 'services/handling'], '服务评价'),
  ],
};

/** Xndx grid below its headline band: three columns by two rows. */
const XNDX_COLUMNS = [
  { x: 14, w: 522 },
  { x: 548, w: 664 },
  { x: 1224, w: 682 },
] as const;
const XNDX_ROWS = [
  { y: 178, h: 390 },
  { y: 580, h: 390 },
] as const;
const xndxCell = (column: number, row: number) => ({ ...XNDX_COLUMNS[column], ...XNDX_ROWS[row] });

/** The analysis and testing centre page (`/xndx`): a headline band over a 3x2 grid of the devices panels. */
const XNDX_PAGE = {
  ...CONTENT_SIZE,
  slots: [
    { id: 'headline', x: 14, y: 8, w: 1892, h: 158, panels: ['xndx/headline'], title: '中心概况' },
    { id: 'categories', ...xndxCell(0, 0), panels: ['devices/categories'], title: '仪器类别分布' },
    { id: 'status', ...xndxCell(1, 0), panels: ['devices/status'], title: '仪器运行状态' },
    { id: 'utilization', ...xndxCell(2, 0), panels: ['devices/utilization'], title: '仪器使用率排行' },
    { id: 'reserve-trend', ...xndxCell(0, 1), panels: ['devices/reserve-trend'], title: '预约趋势' },
    { id: 'reservations', ...xndxCell(1, 1), panels: ['devices/reservations'], title: '最新预约' },
    { id: 'transfers', ...xndxCell(2, 1), panels: ['devices/transfers'], title: '科技成果转化' },
  ],
};

/**
 * The default `layouts.json` (written on first start, never over an operator's edit): each page's slots
 * by index remote. Moving or swapping a panel is an edit of the runtime file, not a build.
 */
export function defaultLayouts(): LayoutsFile {
  return structuredClone({ pages: { hub: HUB_PAGE, xndx: XNDX_PAGE } });
}
