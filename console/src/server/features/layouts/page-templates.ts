import type { LayoutTemplate, PageLayout } from '../../../protocol';
import { Refusal } from '../../core/http/errors';

/** The page area every template fills (the shell's main area below its header). */
const PAGE = { width: 1920, height: 980 } as const;
const M = 14;
/** The 大字 page's type scale: its text at least 1.5× the dense page's (a slot's `typeScale` is its panels' floor). */
export const LARGE_TYPE_SCALE = 1.5;

/** Four large panels in a 2×2 grid: for a meeting-room TV read from across the room. */
const FOUR_PANELS: Record<string, string[]> = {
  hub: ['talent/import-talent', 'chain/industry-chain', 'teams/running-teams', 'industry/chances'],
  xndx: ['devices/status', 'devices/utilization', 'devices/reserve-trend', 'devices/reservations'],
};
const SINGLE_PANEL: Record<string, string> = { hub: 'chain/industry-chain', xndx: 'devices/utilization' };

function fourPanelPage(panels: string[]): PageLayout {
  const w = (PAGE.width - 3 * M) / 2;
  const h = (PAGE.height - 3 * 10) / 2;
  const cells = [
    [M, 10],
    [2 * M + w, 10],
    [M, 20 + h],
    [2 * M + w, 20 + h],
  ];
  return {
    ...PAGE,
    slots: panels.map((panel, i) => ({
      id: `large-${i + 1}`,
      x: cells[i][0],
      y: cells[i][1],
      w,
      h,
      panels: [panel],
      typeScale: LARGE_TYPE_SCALE,
    })),
  };
}

/**
 * The page templates shipped with the service, for one page (`hub` or `xndx`): the full pages the walls start with, a
 * four-panel large-type page and a single-panel page. A template is a starting draft: saving it is checked like any edit.
 */
export function pageTemplates(page: string, defaults: Record<string, PageLayout>): LayoutTemplate[] {
  const templates: LayoutTemplate[] = [];
  if (defaults.hub) templates.push({ id: 'hub-full', name: '服务港完整页面', layout: defaults.hub });
  if (defaults.xndx) templates.push({ id: 'xndx-full', name: '分析测试中心完整页面', layout: defaults.xndx });
  const four = FOUR_PANELS[page] ?? FOUR_PANELS.hub;
  templates.push({ id: 'four-large', name: '四面板大字页面', layout: fourPanelPage(four) });
  const single = SINGLE_PANEL[page] ?? SINGLE_PANEL.hub;
  templates.push({
    id: 'single',
    name: '单面板页面',
    layout: {
      ...PAGE,
      slots: [{ id: 'main', x: M, y: 10, w: PAGE.width - 2 * M, h: PAGE.height - 20, panels: [single] }],
    },
  });
  return templates;
}

/** The layout template `id` gives `page`, or a 400 naming the template when none ships by that id. */
export function templateLayout(id: string, page: string, defaults: Record<string, PageLayout>): PageLayout {
  const template = pageTemplates(page, defaults).find((t) => t.id === id);
  if (!template) throw new Refusal(400, `没有页面模板 ${id}`, 'template');
  return structuredClone(template.layout);
}
