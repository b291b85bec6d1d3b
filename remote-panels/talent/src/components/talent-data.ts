import { CHART_PALETTE, type TalentRow, type TalentSum } from '@cockpit/shared-sdk';

/** What the imported and the cultivated talent panels show: totals and the programme rows. */
export interface TalentData {
  sum: TalentSum;
  /** Category names in display order (the order of `sum.byCategory`, then any others). */
  categories: string[];
  /** Programme rows with a count, grouped by category `lb` in `categories` order, largest first inside. */
  rows: TalentRow[];
}

/** Rows of the talent tables that fit the 464x190 slot under the header. */
export const TALENT_PAGE_ROWS = 4;

/**
 * Shapes a sum and a list into {@link TalentData}: drops programmes with nobody in them and groups
 * the rows by category so equal `lb` cells are adjacent (the row-span merge needs it) even if the
 * server's order changed.
 */
export function shapeTalent(sum: TalentSum, list: readonly TalentRow[]): TalentData {
  const categories = sum.byCategory.map((c) => c.name);
  for (const row of list) if (!categories.includes(row.lb)) categories.push(row.lb);
  const rows = list
    .filter((row) => row.count > 0)
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        categories.indexOf(a.row.lb) - categories.indexOf(b.row.lb) || b.row.count - a.row.count || a.index - b.index,
    )
    .map(({ row }) => row);
  return { sum, categories, rows };
}

/**
 * Splits grouped rows into pages of at most `size` rows without splitting a category over two
 * pages unless the category alone is longer than a page.
 */
export function packPages<T extends { lb: string }>(rows: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (last && last[0].lb === row.lb) last.push(row);
    else groups.push([row]);
  }
  const pages: T[][] = [];
  let page: T[] = [];
  for (const group of groups) {
    if (page.length > 0 && page.length + group.length > size) {
      pages.push(page);
      page = [];
    }
    for (const row of group) {
      if (page.length === size) {
        pages.push(page);
        page = [];
      }
      page.push(row);
    }
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/** The palette colour of a category, by its place in the category order. */
export function categoryColor(categories: readonly string[], lb: string): string {
  const index = Math.max(0, categories.indexOf(lb));
  return CHART_PALETTE[index % CHART_PALETTE.length];
}
