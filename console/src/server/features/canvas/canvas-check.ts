import { canvasSchema, contentSizeOf, DEFAULT_CANVAS, type Canvas } from '@cockpit/shared-sdk/layout-schema';
import type { PageLayout } from '../../../protocol';
import { Refusal } from '../../core/http/errors';
import { parseOrRefuse } from '../../core/http/parse-or-refuse';

/** What an operator sends: the canvas (null: back to the seed's 1920×1080) and which wall shows which tile. */
export interface CanvasEdit {
  canvas: Canvas | null;
  tileWalls: Record<string, string>;
}

/**
 * Checks an edit of a group's canvas against the pages the group has: a bad size or splice, a tile off the
 * canvas, a wall on a tile the canvas lacks, or a page that no longer fits its main area are refused (400, naming the field).
 */
export function checkCanvasEdit(body: unknown, pages: Record<string, PageLayout>): CanvasEdit {
  const { canvas: raw, tileWalls = {} } = (body ?? {}) as { canvas?: unknown; tileWalls?: Record<string, string> };
  const canvas: Canvas | null = raw === null ? null : parseOrRefuse(canvasSchema, raw, () => '画布', ['canvas']);
  const tiles = new Set((canvas?.tiles ?? []).map((t) => t.id));
  for (const [wall, tile] of Object.entries(tileWalls)) {
    if (!tiles.has(tile)) throw new Refusal(400, `屏 ${wall} 的分片 ${tile} 不在画布上`, `tileWalls.${wall}`);
  }
  const room = contentSizeOf(canvas ?? DEFAULT_CANVAS);
  for (const [name, page] of Object.entries(pages)) {
    if (page.width > room.width || page.height > room.height) {
      throw new Refusal(
        400,
        `页面 ${name} 为 ${page.width}×${page.height}，放不进画布的主区域 ${room.width}×${room.height}：请先缩小页面`,
        'canvas',
      );
    }
  }
  return { canvas, tileWalls };
}

/** A page that does not fit its group's canvas (the layout editor's save is checked with it). */
export function pageFitFault(page: { width: number; height: number }, canvas: Canvas | undefined): string | undefined {
  const room = contentSizeOf(canvas ?? DEFAULT_CANVAS);
  return page.width > room.width || page.height > room.height
    ? `页面为 ${page.width}×${page.height}，大于分组画布的主区域 ${room.width}×${room.height}`
    : undefined;
}

/** Screen sizes within this many px of what the wall shows are the same size (a window's rounding). */
const SIZE_SLACK_PX = 2;

/**
 * What a wall's screen says against what it should show (its tile, or the whole canvas): a sentence naming both
 * sizes when the shape differs (black bands), or, with `exact` (a group that set a canvas for its wall), when the
 * size does (the page scaled, its text and seams with it).
 */
export function screenMismatch(
  viewport: { width: number; height: number },
  shows: { width: number; height: number },
  exact = false,
): string | undefined {
  if (viewport.width === 0 || viewport.height === 0) return undefined;
  const sizes = `屏幕 ${viewport.width}×${viewport.height} 与分组画布 ${shows.width}×${shows.height}`;
  if (Math.abs(viewport.width / viewport.height - shows.width / shows.height) >= 0.01)
    return `${sizes} 的比例不符：画面带黑边`;
  if (
    !exact ||
    (Math.abs(viewport.width - shows.width) <= SIZE_SLACK_PX &&
      Math.abs(viewport.height - shows.height) <= SIZE_SLACK_PX)
  )
    return undefined;
  const scale = Math.min(viewport.width / shows.width, viewport.height / shows.height);
  return `${sizes} 的尺寸不符：画面按 ${scale.toFixed(2)} 倍缩放${scale < 1 ? '，文字和拼缝随之变小' : ''}，请把屏幕分辨率设为 ${shows.width}×${shows.height}`;
}
