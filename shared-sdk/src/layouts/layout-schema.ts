import * as z from 'zod/mini';
import { zhCN } from 'zod/locales';
import { scheduleSchemaOf } from '../schedule/schedule-schema';
import { canvasSchema, CANVAS_LIMITS, contentSizeOf, DEFAULT_CANVAS } from './canvas-schema';
import { widgetBindingSchema } from '../widget-config/widget-config';

/** The largest main area of any canvas (7680×4320 less the header band): a page is checked against its own canvas's too. */
const MAX_CONTENT = contentSizeOf({ width: CANVAS_LIMITS.maxWidth, height: CANVAS_LIMITS.maxHeight });

// A refused layout is read by an operator: reasons in Chinese, like the rest of the wall.
z.config(zhCN());

/** Bounds a page layout is held to (the console's editor offers the same). */
export const LAYOUT_LIMITS = {
  /** Slots on one page. */
  maxSlots: 48,
  /** Panels rotating in one slot. */
  maxPanelsPerSlot: 12,
  /** Shortest and longest rotation period, ms: faster cannot be read, slower is not a rotation. */
  minRotateMs: 3_000,
  maxRotateMs: 600_000,
} as const;

const slotId = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, '槽位 id 须以小写字母开头，只含小写字母、数字和连字符，至多 40 个字符'));
const panelId = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_]*\/[a-z0-9][a-z0-9-]*$/, '面板 id 须为 <remote>/<panel>，如 teams/institutions'));
const offset = z.number().check(z.minimum(0, '不能小于 0'));
const extent = z.number().check(z.positive('必须大于 0'));

/** One slot of a page layout: its place on the page, its panel(s) `<remote>/<panel>`, rotation period and title. */
export const slotSpecSchema = z.strictObject({
  id: slotId,
  x: offset,
  y: offset,
  w: extent,
  h: extent,
  panels: z.array(panelId).check(
    z.minLength(1, '至少要有 1 个面板'),
    z.maxLength(LAYOUT_LIMITS.maxPanelsPerSlot, `至多 ${LAYOUT_LIMITS.maxPanelsPerSlot} 个面板`),
    z.refine((panels) => new Set(panels).size === panels.length, '同一槽位中的面板不能重复'),
  ),
  rotateMs: z.optional(
    z
      .int()
      .check(
        z.minimum(LAYOUT_LIMITS.minRotateMs, `不能小于 ${LAYOUT_LIMITS.minRotateMs}`),
        z.maximum(LAYOUT_LIMITS.maxRotateMs, `不能大于 ${LAYOUT_LIMITS.maxRotateMs}`),
      ),
  ),
  title: z.optional(z.string().check(z.minLength(1, '不能为空'), z.maxLength(40, '至多 40 个字符'))),
  /** The slot's chosen type scale (大字), 1–3: its panels' text is at least this much larger than at their minimum. */
  typeScale: z.optional(z.number().check(z.minimum(1, '不能小于 1'), z.maximum(3, '不能大于 3'))),
  /** A data widget's configuration (kind, source, mapping, display options): checked per slot, so a bad one costs only its slot. */
  widget: z.optional(widgetBindingSchema),
});

type Slot = z.output<typeof slotSpecSchema>;

const overlaps = (a: Slot, b: Slot) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The first fault of a page's slots taken together: a repeated id, a slot past the page's edge, two slots overlapping. */
function pageFault(page: {
  width: number;
  height: number;
  slots: Slot[];
}): { path: PropertyKey[]; message: string } | undefined {
  const { slots } = page;
  const repeated = slots.findIndex((slot, i) => slots.findIndex((other) => other.id === slot.id) !== i);
  if (repeated >= 0) return { path: ['slots', repeated, 'id'], message: `槽位 id ${slots[repeated].id} 重复` };
  for (const [i, slot] of slots.entries()) {
    if (slot.x + slot.w > page.width)
      return {
        path: ['slots', i, 'w'],
        message: `槽位 ${slot.id} 超出页面宽度 ${page.width}（x + w = ${slot.x + slot.w}）`,
      };
    if (slot.y + slot.h > page.height)
      return {
        path: ['slots', i, 'h'],
        message: `槽位 ${slot.id} 超出页面高度 ${page.height}（y + h = ${slot.y + slot.h}）`,
      };
  }
  for (const [j, later] of slots.entries()) {
    const earlier = slots.slice(0, j).find((slot) => overlaps(slot, later));
    if (earlier) return { path: ['slots', j], message: `槽位 ${earlier.id} 与槽位 ${later.id} 重叠` };
  }
  return undefined;
}

/**
 * One page's layout (`PageLayout`): the page's size (at most its canvas's main area: 1920x980 on the default canvas) and its slots.
 * Refuses, naming the field: a malformed or repeated slot id, a panel id that is not
 * `<remote>/<panel>`, no panel or more than 12 in a slot, a rotation period out of bounds, a slot
 * outside the page, and two slots that overlap (the reason names both slot ids). Unknown fields are refused.
 */
export const pageLayoutSchema = z
  .strictObject({
    width: z.int().check(z.positive('必须大于 0'), z.maximum(MAX_CONTENT.width, `不能大于 ${MAX_CONTENT.width}`)),
    height: z.int().check(z.positive('必须大于 0'), z.maximum(MAX_CONTENT.height, `不能大于 ${MAX_CONTENT.height}`)),
    slots: z
      .array(slotSpecSchema)
      .check(
        z.minLength(1, '至少要有 1 个槽位'),
        z.maxLength(LAYOUT_LIMITS.maxSlots, `至多 ${LAYOUT_LIMITS.maxSlots} 个槽位`),
      ),
  })
  .check(
    z.superRefine((page, ctx) => {
      const fault = pageFault(page);
      if (fault) ctx.addIssue({ code: 'custom', input: page, ...fault });
    }),
  );

const pageName = z.string().check(z.regex(/^[a-z][a-z0-9_]*$/, '页面名须为首页远程模块名（小写字母、数字和下划线）'));

/** A group's week (`schedule` of layouts.json): time zone, dayparts with their layouts, screen-off windows; overlaps refused. */
export const scheduleSchema = scheduleSchemaOf(pageLayoutSchema, pageName);

/** A validated schedule. */
export type Schedule = z.output<typeof scheduleSchema>;

/**
 * `layouts.json`: index remote name (the page's remote, `hub` for `/`, `xndx` for `/xndx`) → that
 * page's layout. Served next to `config.json` and `remotes.json`; the fleet service validates an
 * operator's edit with this same schema before it reaches a wall. `schedule` (the group's
 * week) travels with the layouts, so a wall keeps applying it by its own clock while the service is down.
 */
export const layoutsFileSchema = z
  .strictObject({
    pages: z.record(pageName, pageLayoutSchema),
    schedule: z.optional(scheduleSchema),
    /** The group's canvas (absent: the seed's 1920×1080). */
    canvas: z.optional(canvasSchema),
    /** The tile of the canvas this wall shows (the fleet service names it for the wall that asks). */
    tile: z.optional(z.string().check(z.maxLength(20))),
  })
  .check(
    z.superRefine((file, ctx) => {
      const room = contentSizeOf(file.canvas ?? DEFAULT_CANVAS);
      for (const [name, page] of Object.entries(file.pages)) {
        if (page.width > room.width || page.height > room.height) {
          ctx.addIssue({
            code: 'custom',
            input: page,
            path: ['pages', name],
            message: `页面 ${name} 为 ${page.width}×${page.height}，大于画布的主区域 ${room.width}×${room.height}`,
          });
        }
      }
      if (file.tile && !file.canvas?.tiles?.some((tile) => tile.id === file.tile))
        ctx.addIssue({ code: 'custom', input: file.tile, path: ['tile'], message: `画布没有分片 ${file.tile}` });
    }),
  );

/** A validated `layouts.json`. */
export type LayoutsFile = z.output<typeof layoutsFileSchema>;

export {
  scheduleStateAt,
  layoutInForce,
  describeScheduleState,
  type ScheduleState,
  type ScreenOffStyle,
} from '../schedule/schedule-state';
export {
  DEFAULT_SCHEDULE_TIMEZONE,
  WEEKDAY_NAMES,
  windowSpans,
  firstOverlap,
  minuteOfWeek,
  type WeekWindow,
} from '../schedule/schedule-week';
export { SCHEDULE_LIMITS } from '../schedule/schedule-schema';
export { minSizeFault, type PanelMinSize, type MinSizeFault } from './min-size-rule';
export { readWidgetConfig, widgetPanelId, type WidgetConfig, type WidgetReading } from '../widget-config/widget-config';
export { WIDGET_KINDS, WIDGET_KIND_NAMES, type WidgetKind } from '../widget-config/widget-kinds';
export { WIDGET_COLOURS, WIDGET_COLOUR_NAMES, type WidgetColour } from '../widget-config/widget-palette';
export { regionNames, unmatchedNames } from '../maps/map-reader';
export {
  canvasSchema,
  spliceSchema,
  tileSchema,
  CANVAS_LIMITS,
  DEFAULT_CANVAS,
  contentSizeOf,
  type Canvas,
  type Splice,
  type Tile,
  type TileBezel,
} from './canvas-schema';
export {
  bezelPx,
  spliceSize,
  seamsOf,
  seamsCrossed,
  seamsOnPage,
  seamsInBox,
  seamFreeBox,
  type Seam,
  type SpliceSpec,
  type Box,
} from './seams';
export { canvasSeamsOf, tileSeamsOf } from './tile-seams';
