import type { Canvas } from '@cockpit/shared-sdk/layout-schema';
import type { Queryable } from '../../core/db/adapter';
import type { CanvasEdit } from './canvas-check';

/** A group's stored canvas and its tiles' walls. */
export interface StoredCanvas {
  canvas: Canvas;
  tileWalls: Record<string, string>;
  updatedAt: number;
  updatedBy: string;
}

/** The group's canvas, or undefined when it draws on the seed's 1920×1080. */
export async function groupCanvas(db: Queryable, group: string): Promise<StoredCanvas | undefined> {
  const { rows } = await db.query<{
    canvas: Canvas;
    tile_walls: Record<string, string>;
    updated_at: number;
    updated_by: string;
  }>('SELECT canvas, tile_walls, updated_at, updated_by FROM group_canvases WHERE group_name = $1', [group]);
  const row = rows[0];
  return row
    ? { canvas: row.canvas, tileWalls: row.tile_walls, updatedAt: Number(row.updated_at), updatedBy: row.updated_by }
    : undefined;
}

/** Stores (or, for a null canvas, removes) a group's canvas; the caller's transaction records the audit entry with it. */
export async function saveGroupCanvas(
  tx: Queryable,
  group: string,
  edit: CanvasEdit,
  by: string,
  at: number,
): Promise<void> {
  if (!edit.canvas) {
    await tx.query('DELETE FROM group_canvases WHERE group_name = $1', [group]);
    return;
  }
  await tx.query(
    `INSERT INTO group_canvases (group_name, canvas, tile_walls, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (group_name) DO UPDATE SET canvas = EXCLUDED.canvas, tile_walls = EXCLUDED.tile_walls, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [group, JSON.stringify(edit.canvas), JSON.stringify(edit.tileWalls), by, at],
  );
}

/** The audit entry's words for a canvas: its size, its splice, its tiles, the frames between them and their walls. */
export function describeCanvas(edit: CanvasEdit): string {
  const { canvas } = edit;
  if (!canvas) return '画布恢复为默认 1920×1080';
  const splice = canvas.splice
    ? `；拼接屏 ${canvas.splice.cols}×${canvas.splice.rows}，拼缝 ${canvas.splice.bezelMm.x}/${canvas.splice.bezelMm.y} mm`
    : '';
  const tiles = canvas.tiles?.length
    ? `；分片 ${canvas.tiles.map((t) => `${t.id} ${t.width}×${t.height}@${t.x},${t.y}`).join('、')}`
    : '';
  const bezel = canvas.tileBezel
    ? `；分片间屏幕边框 ${canvas.tileBezel.bezelMm.x}/${canvas.tileBezel.bezelMm.y} mm（屏幕显示区 ${canvas.tileBezel.screenMm.width}×${canvas.tileBezel.screenMm.height} mm）`
    : '';
  const walls = Object.entries(edit.tileWalls)
    .map(([wall, tile]) => `${wall}→${tile}`)
    .join('、');
  return `画布 ${canvas.width}×${canvas.height}${splice}${tiles}${bezel}${walls ? `；${walls}` : ''}`;
}
