import { CONTENT_SIZE, type PageLayout } from '@cockpit/shared-sdk';

/** Left edge and width of the three columns of the grid below the headline band. */
const COLUMNS = [
  { x: 14, w: 522 },
  { x: 548, w: 664 },
  { x: 1224, w: 682 },
] as const;
/** Top edge and height of the grid's two rows. */
const ROWS = [
  { y: 178, h: 390 },
  { y: 580, h: 390 },
] as const;

const cell = (column: number, row: number) => ({ ...COLUMNS[column], ...ROWS[row] });

/**
 * The analysis and testing centre page (`/xndx`) as data: a headline band over a 3x2 grid of the
 * devices remote's panels, on the 1920x980 main area below the shell's header. Moving or swapping
 * a panel is an edit here (or a manifest change for its remote).
 */
export const XNDX_LAYOUT: PageLayout = {
  ...CONTENT_SIZE,
  slots: [
    { id: 'headline', x: 14, y: 8, w: 1892, h: 158, panels: ['xndx/headline'], title: '中心概况' },
    { id: 'categories', ...cell(0, 0), panels: ['devices/categories'], title: '仪器类别分布' },
    { id: 'status', ...cell(1, 0), panels: ['devices/status'], title: '仪器运行状态' },
    { id: 'utilization', ...cell(2, 0), panels: ['devices/utilization'], title: '仪器使用率排行' },
    { id: 'reserve-trend', ...cell(0, 1), panels: ['devices/reserve-trend'], title: '预约趋势' },
    { id: 'reservations', ...cell(1, 1), panels: ['devices/reservations'], title: '最新预约' },
    { id: 'transfers', ...cell(2, 1), panels: ['devices/transfers'], title: '科技成果转化' },
  ],
};
