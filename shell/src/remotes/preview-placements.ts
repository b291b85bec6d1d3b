import { isWallPage } from '../fleet/wall-identity';
import type { LayoutsFile } from '../layouts/layouts-schema';

type Page = LayoutsFile['pages'][string];

/** Slot id → the one panel (`<remote>/<panel>`) a preview tab shows in it instead of the slot's own. */
export type Placements = Record<string, string>;

/** What a page does with `?place=<slot>=<remote>/<panel>`: the placements it applies, and each refusal in words. */
export interface PlacementDecision {
  placed: Placements;
  refused: string[];
}

const PLACE = /^([a-z][a-z0-9-]{0,39})=([a-z][a-z0-9_]*\/[a-z0-9][a-z0-9-]*)$/;

/**
 * Reads the preview's placements: a panel team puts its panel, say a new remote's, into a slot of a real page to see
 * it among the others. Only `/preview` takes them (a wall route ignores them, as it ignores overrides); nothing is
 * kept: the address says it, for this tab's page alone.
 */
export function decidePlacements(pathname: string, search: string): PlacementDecision {
  const asked = new URLSearchParams(search).getAll('place');
  if (isWallPage(pathname) || asked.length === 0) return { placed: {}, refused: [] };
  const placed: Placements = {};
  const refused: string[] = [];
  for (const pair of asked) {
    const match = PLACE.exec(pair);
    if (match) placed[match[1]] = match[2];
    else
      refused.push(
        `已拒绝放置 ${pair || '（空）'}：应写成 place=<槽位 id>=<远程模块>/<面板>，如 place=teams=acme/overview`,
      );
  }
  return { placed, refused };
}

const placeOnPage = (page: Page, placed: Placements): Page => ({
  ...page,
  slots: page.slots.map((slot) =>
    placed[slot.id] ? { ...slot, panels: [placed[slot.id]], rotateMs: undefined } : slot,
  ),
});

/** The layouts with each placed slot showing only its placed panel, on every page and daypart that has the slot. */
export function placeOnLayouts(file: LayoutsFile, placed: Placements): LayoutsFile {
  if (Object.keys(placed).length === 0) return file;
  const pages = Object.fromEntries(Object.entries(file.pages).map(([name, page]) => [name, placeOnPage(page, placed)]));
  if (!file.schedule) return { ...file, pages };
  const dayparts = file.schedule.dayparts.map((part) => ({
    ...part,
    pages: Object.fromEntries(Object.entries(part.pages).map(([name, page]) => [name, placeOnPage(page, placed)])),
  }));
  return { ...file, pages, schedule: { ...file.schedule, dayparts } };
}

/** Refusals for placed slot ids that no page of the layouts has. */
export function unknownSlots(file: LayoutsFile, placed: Placements): string[] {
  const ids = new Set(Object.values(file.pages).flatMap((page) => page.slots.map((slot) => slot.id)));
  return Object.keys(placed)
    .filter((id) => !ids.has(id))
    .map((id) => `已拒绝放置 ${id}=${placed[id]}：页面布局中没有槽位 ${id}（可用：${[...ids].join('、')}）`);
}
