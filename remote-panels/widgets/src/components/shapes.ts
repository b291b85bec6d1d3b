/** A mapping's value read as one kind's data, or why it cannot be (in Chinese, for the slot). */
export type Shaped<V> = { ok: true; value: V } | { ok: false; reason: string };

export interface Item {
  label: string;
  value: number;
}

const MAX_ITEMS = 200;
const ok = <V>(value: V): Shaped<V> => ({ ok: true, value });
const no = (reason: string): Shaped<never> => ({ ok: false, reason });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;
/** Text of a scalar from data: shown as React text only, never as HTML. */
export function textOf(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v.slice(0, 200);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(v).slice(0, 200);
    case 'object':
      return v === null ? '' : JSON.stringify(v).slice(0, 200);
    default:
      return '';
  }
}
const list = (v: unknown): unknown[] | undefined =>
  Array.isArray(v) ? v.slice(0, MAX_ITEMS) : v === undefined || v === null ? undefined : [v];

/** A number: `42`, `"42"`, or `{value, trend?}` (trend: the change in percent, signed). */
export function shapeNumber(v: unknown): Shaped<{ value: number; trend?: number }> {
  const direct = finite(v);
  if (direct !== undefined) return ok({ value: direct });
  if (isRecord(v) && finite(v.value) !== undefined)
    return ok({ value: finite(v.value)!, ...(finite(v.trend) !== undefined ? { trend: finite(v.trend) } : {}) });
  return no('需要一个数字，或 {"value": 数字, "trend": 涨跌百分比}');
}

/** Labelled values: `[{label|name, value}]` (a single object counts as a list of one). */
export function shapeItems(v: unknown): Shaped<Item[]> {
  const rows = list(v);
  if (!rows) return no('需要 [{"label": 名称, "value": 数字}] 形式的列表');
  const items: Item[] = [];
  for (const row of rows) {
    const value = isRecord(row) ? finite(row.value) : undefined;
    if (!isRecord(row) || value === undefined) return no('列表的每一项须有数字 value 和名称 label');
    items.push({ label: textOf(row.label ?? row.name), value });
  }
  return ok(items);
}

export interface Series {
  x: string[];
  series: { name: string; data: number[] }[];
}

/** A chart's series: `{x, series: [{name, data}]}`, or labelled values as one series. */
export function shapeSeries(v: unknown): Shaped<Series> {
  if (isRecord(v) && Array.isArray(v.x) && Array.isArray(v.series)) {
    const series = v.series
      .slice(0, 9)
      .map((s) =>
        isRecord(s) && Array.isArray(s.data)
          ? { name: textOf(s.name), data: s.data.slice(0, MAX_ITEMS).map((d) => finite(d) ?? 0) }
          : undefined,
      );
    if (series.some((s) => !s)) return no('series 的每一项须为 {"name": 名称, "data": [数字…]}');
    return ok({ x: v.x.slice(0, MAX_ITEMS).map(textOf), series: series as Series['series'] });
  }
  const items = shapeItems(v);
  if (!items.ok)
    return no('需要 {"x": [横轴…], "series": [{"name": 名称, "data": [数字…]}]}，或 [{"label", "value"}] 列表');
  return ok({ x: items.value.map((i) => i.label), series: [{ name: '', data: items.value.map((i) => i.value) }] });
}

/** Rows of a table: a list of lists or of objects (their keys are the columns), or `{rows, columns?}`. */
export function shapeRows(v: unknown): Shaped<{ columns: string[]; rows: string[][] }> {
  const source = isRecord(v) && Array.isArray(v.rows) ? v.rows : v;
  const rows = list(source);
  if (!rows) return no('需要行的列表：[[值, 值…]] 或 [{列名: 值…}]');
  const keys = rows.find(isRecord) ? Object.keys(rows.find(isRecord)!).slice(0, 8) : [];
  const given = isRecord(v) && Array.isArray(v.columns) ? v.columns.slice(0, 8).map(textOf) : keys;
  return ok({
    columns: given,
    rows: rows.map((row) =>
      Array.isArray(row)
        ? row.slice(0, 8).map(textOf)
        : isRecord(row)
          ? keys.map((k) => textOf(row[k]))
          : [textOf(row)],
    ),
  });
}

/** Lines of text: a string, a number, or a list of them. */
export function shapeLines(v: unknown): Shaped<string[]> {
  const rows = list(v);
  if (!rows) return ok([]);
  if (rows.some((r) => typeof r === 'object' && r !== null)) return no('需要文字、数字，或它们的列表');
  return ok(rows.map(textOf).filter((t) => t !== ''));
}

/** A share of a whole: a number, or `{value, max?}`. */
export function shapeShare(v: unknown): Shaped<{ value: number; max?: number }> {
  const n = shapeNumber(v);
  if (!n.ok) return no('需要一个数字，或 {"value": 数字, "max": 最大值}');
  const max = isRecord(v) ? finite(v.max) : undefined;
  return ok({ value: n.value.value, ...(max !== undefined && max > 0 ? { max } : {}) });
}

/** A number as the widget shows it: fixed decimals, grouped the Chinese way. */
export function formatValue(value: number, decimals = 0): string {
  return value.toLocaleString('zh-CN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
