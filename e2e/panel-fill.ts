import type { Locator, Page } from '@playwright/test';

/** What a panel draws in its slot: its type scale, its text size, its table or board rows and whether one is cut. */
export interface SlotFill {
  typeScale: number;
  /** The median font size of the body's text, px (design canvas). */
  textPx: number;
  /** Rows drawn (a table's body rows or a board's rows with a height). */
  rows: number;
  /**
   * Rows not whole on screen (a half row): a row's box must lie inside its table's or board's box, above the
   * pager's top and inside the panel's frame (the slot clips what runs past it).
   */
  cutRows: number;
}

/** Measures the frame of `panel` on `page`. */
export function slotFill(page: Page, panel: string): Promise<SlotFill> {
  return frame(page, panel).evaluate((el) => {
    const sizes: number[] = [];
    for (const node of el.querySelectorAll<HTMLElement>('td, th, span, div, p')) {
      const own = [...node.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
      if (own && node.offsetHeight > 0 && !node.closest('h2')) sizes.push(parseFloat(getComputedStyle(node).fontSize));
    }
    sizes.sort((a, b) => a - b);
    const rows = [...el.querySelectorAll<HTMLElement>('tbody tr, [data-row]')].filter(
      (row) => row.getBoundingClientRect().height > 0,
    );
    const frameBox = el.getBoundingClientRect();
    let cutRows = 0;
    for (const row of rows) {
      const box = row.closest<HTMLElement>('.MuiTableContainer-root, [data-board]');
      if (!box) continue;
      const area = box.getBoundingClientRect();
      let bottom = Math.min(area.bottom, frameBox.bottom);
      const pager = box.parentElement?.querySelector('nav');
      if (pager) bottom = Math.min(bottom, pager.getBoundingClientRect().top);
      const r = row.getBoundingClientRect();
      if (r.bottom > bottom + 0.5 || r.top < Math.max(area.top, frameBox.top) - 0.5) cutRows += 1;
    }
    return {
      typeScale: Number(el.getAttribute('data-type-scale')),
      textPx: sizes[Math.floor(sizes.length / 2)] ?? 0,
      rows: rows.length,
      cutRows,
    };
  });
}

export const frame = (page: Page, panel: string): Locator => page.locator(`[data-panel="${panel}"]`);

/** Opens `/preview` with one panel at a slot's size and waits until it is ready and its rows are counted. */
export async function previewAt(page: Page, shellUrl: string, panel: string, w: number, h: number): Promise<void> {
  await page.goto(`${shellUrl}/preview?panel=${panel}&w=${w}&h=${h}`);
  await frame(page, panel).and(page.locator('[data-state="ready"]')).waitFor();
}
