import * as z from 'zod/mini';

/** A page of rows, the `data` of every paged list call. */
export function pageOf<T extends z.ZodMiniType>(row: T) {
  return z.object({ rows: z.array(row), total: z.int().check(z.nonnegative()) });
}

/** A page of rows. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** Paging query of every paged list call. */
export interface PageQuery {
  pageNum?: number;
  pageSize?: number;
}

/** A name/value pair, the shape ECharts series and counters take. */
export const nameValueSchema = z.object({ name: z.string(), value: z.number() });
/** A name/value pair. */
export type NameValue = z.infer<typeof nameValueSchema>;

/** A count: a non-negative integer. */
export const countSchema = z.int().check(z.nonnegative());

/** A calendar date, 'YYYY-MM-DD'. */
export const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '应为 YYYY-MM-DD 日期'));

/** A calendar month, 'YYYY-MM'. */
export const monthSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/, '应为 YYYY-MM 月份'));

/** A headline figure such as `{ name: '入驻团队', value: 66, unit: '个' }`. */
export const figureSchema = z.object({ name: z.string(), value: z.number(), unit: z.string() });
/** A headline figure. */
export type Figure = z.infer<typeof figureSchema>;
