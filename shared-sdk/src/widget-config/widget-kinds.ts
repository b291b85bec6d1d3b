import * as z from 'zod/mini';
import { WIDGET_COLOUR_NAMES } from './widget-palette';

/** The kinds the widgets remote draws; a slot's panel is `widgets/<kind>`. */
export const WIDGET_KINDS = {
  number: '数字卡片',
  chart: '折线/柱状图',
  pie: '饼图/环图',
  ranking: '排行条',
  board: '滚动表格',
  text: '文本/跑马灯',
  gauge: '进度/仪表盘',
  map: '区域地图',
} as const;

export type WidgetKind = keyof typeof WIDGET_KINDS;
export const WIDGET_KIND_NAMES = Object.keys(WIDGET_KINDS) as WidgetKind[];

const colour = z.enum(
  WIDGET_COLOUR_NAMES,
  '须为主题调色板中的颜色名（blue、cyan、yellow、orange、purple、green、pink、teal、red）',
);
const unit = z.string().check(z.maxLength(8, '单位至多 8 个字符'));
const decimals = z.int().check(z.minimum(0, '小数位不能小于 0'), z.maximum(4, '小数位不能大于 4'));
const label = z.string().check(z.minLength(1, '不能为空'), z.maxLength(20, '至多 20 个字符'));

const common = {
  title: z.optional(z.string().check(z.minLength(1, '标题不能为空'), z.maxLength(40, '标题至多 40 个字符'))),
  colour: z.optional(colour),
};

/** Each kind's display options: unknown options are refused, so a typo is said rather than ignored. */
export const WIDGET_OPTION_SCHEMAS = {
  number: z.strictObject({ ...common, unit: z.optional(unit), decimals: z.optional(decimals) }),
  chart: z.strictObject({
    ...common,
    variant: z.optional(z.enum(['line', 'bar'], '图形须为 line（折线）或 bar（柱状）')),
    unit: z.optional(unit),
    colours: z.optional(z.array(colour).check(z.maxLength(9, '至多 9 种颜色'))),
  }),
  pie: z.strictObject({
    ...common,
    variant: z.optional(z.enum(['pie', 'ring'], '图形须为 pie（饼图）或 ring（环图）')),
    unit: z.optional(unit),
    decimals: z.optional(decimals),
  }),
  ranking: z.strictObject({
    ...common,
    unit: z.optional(unit),
    decimals: z.optional(decimals),
    maxRows: z.optional(z.int().check(z.minimum(1, '行数不能小于 1'), z.maximum(20, '行数不能大于 20'))),
  }),
  board: z.strictObject({
    ...common,
    columns: z.optional(z.array(label).check(z.maxLength(8, '至多 8 列'))),
    rowsShown: z.optional(z.int().check(z.minimum(1, '行数不能小于 1'), z.maximum(20, '行数不能大于 20'))),
  }),
  text: z.strictObject({
    ...common,
    variant: z.optional(z.enum(['text', 'marquee'], '样式须为 text（文本）或 marquee（跑马灯）')),
  }),
  gauge: z.strictObject({
    ...common,
    variant: z.optional(z.enum(['progress', 'gauge'], '样式须为 progress（进度条）或 gauge（仪表盘）')),
    unit: z.optional(unit),
    decimals: z.optional(decimals),
    max: z.optional(z.number().check(z.positive('最大值须大于 0'))),
  }),
  map: z.strictObject({
    ...common,
    map: z.int('须选择一个地图').check(z.positive('须选择一个地图')),
    unit: z.optional(unit),
    decimals: z.optional(decimals),
    colours: z.optional(
      z.array(colour).check(z.minLength(2, '渐变至少 2 种颜色'), z.maxLength(3, '渐变至多 3 种颜色')),
    ),
  }),
} satisfies Record<WidgetKind, z.ZodMiniType>;

export type WidgetOptions<K extends WidgetKind> = z.output<(typeof WIDGET_OPTION_SCHEMAS)[K]>;
