import * as z from 'zod/mini';
import { DESIGN_HEIGHT, DESIGN_WIDTH, HEADER_HEIGHT } from '../http/constants';
import { spliceSize } from './seams';

/** The sizes a group's design canvas may take, px: a 720p TV up to an 8K LED wall. */
export const CANVAS_LIMITS = {
  minWidth: 1280,
  minHeight: 720,
  maxWidth: 7680,
  maxHeight: 4320,
  maxTiles: 16,
  maxGrid: 8,
} as const;

/** The seed's canvas (§1, §9): every group without a canvas of its own is drawn on it, to the letter. */
export const DEFAULT_CANVAS = { width: DESIGN_WIDTH, height: DESIGN_HEIGHT } as const;

const between = (min: number, max: number) =>
  z.int().check(z.minimum(min, `不能小于 ${min}`), z.maximum(max, `不能大于 ${max}`));
const positive = (max: number) => z.number().check(z.positive('必须大于 0'), z.maximum(max, `不能大于 ${max}`));

/**
 * A spliced wall (拼接屏): `cols`×`rows` panels of `panelPx` pixels and `panelMm` millimetres of picture, with
 * `bezelMm` of dead frame between two neighbours' pictures (both bezels together) across and down.
 */
const bezelMm = z.strictObject({
  x: z.number().check(z.minimum(0, '不能小于 0'), z.maximum(100, '不能大于 100')),
  y: z.number().check(z.minimum(0, '不能小于 0'), z.maximum(100, '不能大于 100')),
});
const pictureMm = z.strictObject({ width: positive(10_000), height: positive(10_000) });

export const spliceSchema = z.strictObject({
  cols: between(1, CANVAS_LIMITS.maxGrid),
  rows: between(1, CANVAS_LIMITS.maxGrid),
  panelPx: z.strictObject({ width: between(320, 7680), height: between(240, 4320) }),
  panelMm: pictureMm,
  bezelMm,
});
export type Splice = z.output<typeof spliceSchema>;

/**
 * The frames between the screens that show a canvas's tiles (one screen per tile): `screenMm` of picture per screen
 * and `bezelMm` of frame between two neighbours' pictures (both frames together), across and down. No text crosses them.
 */
export const tileBezelSchema = z.strictObject({ screenMm: pictureMm, bezelMm });
export type TileBezel = z.output<typeof tileBezelSchema>;

const tileId = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,19}$/, '分片 id 须以小写字母开头，只含小写字母、数字和连字符，至多 20 个字符'));

/** One tile: the part of the canvas one wall (one PC, one output) shows. */
export const tileSchema = z.strictObject({
  id: tileId,
  x: z.int().check(z.minimum(0, '不能小于 0')),
  y: z.int().check(z.minimum(0, '不能小于 0')),
  width: between(320, 7680),
  height: between(240, 4320),
});
export type Tile = z.output<typeof tileSchema>;

/** The first fault of a canvas taken whole: a splice whose size is not the canvas's, a tile off the canvas, two tiles on one id. */
function canvasFault(canvas: {
  width: number;
  height: number;
  splice?: Splice;
  tiles?: Tile[];
  tileBezel?: TileBezel;
}): { path: PropertyKey[]; message: string } | undefined {
  if (canvas.height - HEADER_HEIGHT < 100) return { path: ['height'], message: '画布太矮' };
  if (canvas.tileBezel && !canvas.tiles?.length)
    return { path: ['tileBezel'], message: '分片之间的屏幕边框需要先有分片' };
  if (canvas.splice) {
    const size = spliceSize(canvas.splice);
    if (size.width !== canvas.width || size.height !== canvas.height) {
      return {
        path: ['width'],
        message: `拼接屏 ${canvas.splice.cols}×${canvas.splice.rows} 加上拼缝应为 ${size.width}×${size.height}，不是 ${canvas.width}×${canvas.height}`,
      };
    }
  }
  for (const [i, tile] of (canvas.tiles ?? []).entries()) {
    if (canvas.tiles!.findIndex((t) => t.id === tile.id) !== i)
      return { path: ['tiles', i, 'id'], message: `分片 id ${tile.id} 重复` };
    if (tile.x + tile.width > canvas.width || tile.y + tile.height > canvas.height)
      return { path: ['tiles', i], message: `分片 ${tile.id} 超出画布 ${canvas.width}×${canvas.height}` };
  }
  return undefined;
}

/**
 * A group's design canvas: its size in px (1280×720 … 7680×4320), the spliced wall it is drawn for (its seams are
 * part of the canvas), the tiles several walls split it into and the frames between their screens. Unknown fields are refused.
 */
export const canvasSchema = z
  .strictObject({
    width: between(CANVAS_LIMITS.minWidth, CANVAS_LIMITS.maxWidth),
    height: between(CANVAS_LIMITS.minHeight, CANVAS_LIMITS.maxHeight),
    splice: z.optional(spliceSchema),
    tiles: z.optional(
      z.array(tileSchema).check(z.maxLength(CANVAS_LIMITS.maxTiles, `至多 ${CANVAS_LIMITS.maxTiles} 个分片`)),
    ),
    tileBezel: z.optional(tileBezelSchema),
  })
  .check(
    z.superRefine((canvas, ctx) => {
      const fault = canvasFault(canvas);
      if (fault) ctx.addIssue({ code: 'custom', input: canvas, ...fault });
    }),
  );
export type Canvas = z.output<typeof canvasSchema>;

/** The main area of a canvas (below the header band) that an index page fills. */
export const contentSizeOf = (canvas: { width: number; height: number }) => ({
  width: canvas.width,
  height: canvas.height - HEADER_HEIGHT,
});
