import type { Page } from '@playwright/test';

/** A rectangle in page px. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The cells of `area` (a grid of `cell` px) the `boxes` cover: a cell counts when a box covers its centre. */
function coverGrid(
  boxes: readonly Box[],
  area: Box,
  cell: number,
): { covered: Uint8Array; columns: number; rows: number } {
  const columns = Math.max(0, Math.floor(area.w / cell));
  const rows = Math.max(0, Math.floor(area.h / cell));
  const covered = new Uint8Array(columns * rows);
  for (const box of boxes) {
    const c0 = Math.max(0, Math.ceil((box.x - area.x) / cell - 0.5));
    const c1 = Math.min(columns - 1, Math.floor((box.x + box.w - area.x) / cell - 0.5));
    const r0 = Math.max(0, Math.ceil((box.y - area.y) / cell - 0.5));
    const r1 = Math.min(rows - 1, Math.floor((box.y + box.h - area.y) / cell - 0.5));
    for (let r = r0; r <= r1; r += 1) covered.fill(1, r * columns + c0, r * columns + c1 + 1);
  }
  return { covered, columns, rows };
}

/** The share of `area` the `boxes` cover together (overlaps counted once), on a grid of `cell` px; 0 for an empty area. */
export function coverShare(boxes: readonly Box[], area: Box, cell = 4): number {
  const { covered } = coverGrid(boxes, area, cell);
  return covered.length ? covered.reduce((sum, v) => sum + v, 0) / covered.length : 0;
}

/**
 * The largest rectangle of `area` that no box touches, as a share of it: a slot left empty beside a chart drawn at one
 * side shows as one large hole, where content spread over the slot leaves only narrow gaps. 0 for an empty area.
 */
export function largestEmptyShare(boxes: readonly Box[], area: Box, cell = 4): number {
  const { covered, columns, rows } = coverGrid(boxes, area, cell);
  if (!covered.length) return 0;
  // Each row as a histogram of the empty cells above it; the largest rectangle under each histogram, with a stack.
  const heights = new Array<number>(columns).fill(0);
  let largest = 0;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < columns; c += 1) heights[c] = covered[r * columns + c] ? 0 : heights[c] + 1;
    const stack: number[] = [];
    for (let c = 0; c <= columns; c += 1) {
      const height = c === columns ? 0 : heights[c];
      while (stack.length && heights[stack[stack.length - 1]] >= height) {
        const top = heights[stack.pop()!];
        const left = stack.length ? stack[stack.length - 1] + 1 : 0;
        largest = Math.max(largest, top * (c - left));
      }
      stack.push(c);
    }
  }
  return largest / covered.length;
}

/** What a panel's content covers of its body: text (each line's box), charts, images, and its type scale. */
export async function measureCover(page: Page): Promise<{ share: number; largestEmpty: number; typeScale: number }> {
  const { boxes, area, typeScale } = await page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('[data-panel]');
    const body = frame?.lastElementChild as HTMLElement | null;
    const rect = (r: DOMRect) => ({ x: r.x, y: r.y, w: r.width, h: r.height });
    if (!frame || !body) return { boxes: [], area: { x: 0, y: 0, w: 0, h: 0 }, typeScale: 0 };
    const found: { x: number; y: number; w: number; h: number }[] = [];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) found.push(rect(r));
    }
    for (const el of body.querySelectorAll('svg, canvas, img')) found.push(rect(el.getBoundingClientRect()));
    return {
      boxes: found,
      area: rect(body.getBoundingClientRect()),
      typeScale: Number(frame.getAttribute('data-type-scale') ?? 1),
    };
  });
  return { share: coverShare(boxes, area), largestEmpty: largestEmptyShare(boxes, area), typeScale };
}
