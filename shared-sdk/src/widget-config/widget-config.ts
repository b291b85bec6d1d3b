import * as z from 'zod/mini';
import { WIDGET_KINDS, WIDGET_OPTION_SCHEMAS, type WidgetKind, type WidgetOptions } from './widget-kinds';

/** Bound of a slot's widget configuration as JSON: the layout refuses a larger one outright. */
export const WIDGET_CONFIG_MAX_CHARS = 4_000;

const SOURCE_OR_MAPPING = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/**
 * A slot's widget configuration as the layout holds it: any JSON object of bounded size. Its content is checked per
 * slot ({@link readWidgetConfig}), so a bad one costs only its slot on a wall (the console refuses it on save).
 */
export const widgetBindingSchema = z
  .record(z.string(), z.unknown())
  .check(
    z.refine(
      (value) => JSON.stringify(value).length <= WIDGET_CONFIG_MAX_CHARS,
      `组件配置至多 ${WIDGET_CONFIG_MAX_CHARS} 个字符`,
    ),
  );

const bindingSchema = z.strictObject({
  kind: z.enum(
    Object.keys(WIDGET_KINDS) as [WidgetKind, ...WidgetKind[]],
    `组件类型须为 ${Object.keys(WIDGET_KINDS).join('、')} 之一`,
  ),
  source: z.int().check(z.positive('数据源 id 须为正整数')),
  mapping: z.string().check(z.regex(SOURCE_OR_MAPPING, '映射名只含字母、数字、-、_，至多 40 个字符')),
  options: z.optional(z.record(z.string(), z.unknown())),
});

/** A checked widget configuration: its kind, where its data comes from, and the kind's display options. */
export type WidgetConfig = {
  [K in WidgetKind]: { kind: K; source: number; mapping: string; options: WidgetOptions<K> };
}[WidgetKind];

export type WidgetReading = { ok: true; config: WidgetConfig } | { ok: false; reason: string };

const fieldOf = (path: readonly PropertyKey[]) => (path.length ? `（${path.map(String).join('.')}）` : '');

/** A slot's configuration checked against its kind's schema: the config, or the first fault in Chinese with its field. */
export function readWidgetConfig(value: unknown): WidgetReading {
  const binding = bindingSchema.safeParse(value);
  if (!binding.success) {
    const issue = binding.error.issues[0];
    return { ok: false, reason: `组件配置无效：${issue.message}${fieldOf(issue.path)}` };
  }
  const { kind, source, mapping } = binding.data;
  const options = WIDGET_OPTION_SCHEMAS[kind].safeParse(binding.data.options ?? {});
  if (!options.success) {
    const issue = options.error.issues[0];
    const message =
      issue.code === 'unrecognized_keys' ? `${WIDGET_KINDS[kind]}没有选项 ${issue.keys.join('、')}` : issue.message;
    return { ok: false, reason: `组件配置无效：${message}${fieldOf(['options', ...issue.path])}` };
  }
  return { ok: true, config: { kind, source, mapping, options: options.data } as WidgetConfig };
}

/** The panel id a widget of `kind` is drawn by. */
export const widgetPanelId = (kind: WidgetKind): string => `widgets/${kind}`;
