import type { PageLayout } from '../../../../protocol';

/** A slot a version would break: its group, page and slot id, and the panel the version no longer exposes. */
export interface BrokenSlot {
  group: string;
  page: string;
  slot: string;
  panel: string;
}

/**
 * The slots of the groups' layouts that place a panel of `remote` which `exposes` (the new version's panel names)
 * lacks: rolling that version out would leave each of them without its panel.
 */
export function slotsBrokenBy(
  remote: string,
  exposes: readonly string[],
  layouts: Readonly<Record<string, Readonly<Record<string, PageLayout>>>>,
): BrokenSlot[] {
  const offered = new Set(exposes);
  const broken: BrokenSlot[] = [];
  for (const [group, pages] of Object.entries(layouts)) {
    for (const [page, layout] of Object.entries(pages)) {
      for (const slot of layout.slots) {
        for (const panel of slot.panels) {
          const [panelRemote, name] = panel.split('/');
          if (panelRemote === remote && !offered.has(name)) broken.push({ group, page, slot: slot.id, panel });
        }
      }
    }
  }
  return broken;
}

/** The refusal's words: every broken slot named. */
export function describeBrokenSlots(remote: string, version: string, broken: readonly BrokenSlot[]): string {
  const slots = broken.map((b) => `分组 ${b.group} 页面 ${b.page} 槽位 ${b.slot}（${b.panel}）`);
  return `${remote}@${version} 没有提供布局正在使用的面板，发布会使这些槽位失效：${slots.join('；')}。请先修改这些分组的布局`;
}
