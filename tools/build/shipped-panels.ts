import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PanelMinSize } from '../../shared-sdk/src/layouts/min-size-rule';
import { pageTemplates } from '../../console/src/server/features/layouts/page-templates';
import type { PageLayout } from '../../console/src/protocol';
import { readMinSize } from '../../build-config/lib/panel-min-size';
import { defaultLayouts } from '../deploy/default-layouts';

export const REPO = join(__dirname, '..', '..');
const REMOTE_DIRS = [
  'remote-hub',
  'remote-xndx',
  ...readdirSync(join(REPO, 'remote-panels')).map((name) => join('remote-panels', name)),
];

/** One shipped panel: `<remote>/<panel>`, its descriptor file, and the minimum that file declares, as the build reads it. */
export interface ShippedPanel {
  id: string;
  file: string;
  minSize: PanelMinSize | undefined;
}

/** Every panel the repository ships, read from each remote's `src/panels/<panel>/index.ts`. */
export function shippedPanels(): ShippedPanel[] {
  return REMOTE_DIRS.flatMap((dir) => {
    const panelsDir = join(REPO, dir, 'src', 'panels');
    if (!existsSync(panelsDir)) return [];
    const remote = (
      JSON.parse(readFileSync(join(REPO, dir, 'package.json'), 'utf8')) as { cockpit: { bundle: string } }
    ).cockpit.bundle;
    return readdirSync(panelsDir).map((panel) => {
      const file = join(panelsDir, panel, 'index.ts');
      return { id: `${remote}/${panel}`, file, minSize: readMinSize(readFileSync(file, 'utf8'), file) };
    });
  });
}

/** The shipped layouts and every page template, by name (`hub`, `hub:four-large`…). */
export function shippedLayouts(): [string, PageLayout][] {
  const pages = defaultLayouts().pages;
  return [
    ...Object.entries(pages),
    ...['hub', 'xndx'].flatMap((page) =>
      pageTemplates(page, pages).map((t) => [`${page}:${t.id}`, t.layout] as [string, PageLayout]),
    ),
  ];
}

/** Each panel's slots across the shipped layouts (width × height), for its smallest and largest. */
export function shippedSlots(): Map<string, { w: number; h: number; layout: string }[]> {
  const slots = new Map<string, { w: number; h: number; layout: string }[]>();
  for (const [layout, page] of shippedLayouts()) {
    for (const slot of page.slots)
      for (const panel of slot.panels)
        slots.set(panel, [...(slots.get(panel) ?? []), { w: slot.w, h: slot.h, layout }]);
  }
  return slots;
}
