import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { measureCover } from './slot-cover';

/** The sizes a panel is drawn at, as multiples of its declared minimum. */
export const GROWTH = [1, 1.5, 2] as const;

/** One panel at one growth: the slot, its type scale and the share of the body its content covers. */
export interface GrowRow {
  panel: string;
  times: number;
  size: string;
  typeScale: number;
  cover: number;
}

/**
 * The other direction of the min-size probe: each panel drawn at 1×, 1.5× and 2× its declared minimum (capped at
 * the 1892×970 page), with its type scale and the share of its body its content covers (a panel that uses its slot
 * keeps that share as the slot grows); a screenshot at each size under `shots`.
 */
export async function growRows(
  page: Page,
  draw: (w: number, h: number) => Promise<unknown>,
  panel: string,
  min: { width: number; height: number },
  shots: string,
): Promise<GrowRow[]> {
  const rows: GrowRow[] = [];
  for (const times of GROWTH) {
    const w = Math.min(1892, Math.round(min.width * times));
    const h = Math.min(970, Math.round(min.height * times));
    await draw(w, h);
    const { share, typeScale } = await measureCover(page);
    await page.screenshot({
      path: join(shots, `${panel.replace('/', '--')}-grow-${times}x.png`),
      clip: { x: 0, y: 0, width: w + 48, height: h + 48 },
    });
    rows.push({ panel, times, size: `${w}×${h}`, typeScale, cover: share });
  }
  return rows;
}

/** A printed line of a panel's three sizes. */
export const growLine = (rows: readonly GrowRow[]) =>
  `${rows[0]?.panel}\t${rows.map((r) => `${r.times}× ${r.size} 字号 ${r.typeScale}× 内容占 ${(r.cover * 100).toFixed(0)}%`).join('\t')}`;
