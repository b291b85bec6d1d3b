import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { countSchema, monthSchema, nameValueSchema } from './common';

/**
 * One row of the imported or cultivated talent table: a programme (`name`) within a category (`lb`).
 * Rows of equal `lb` come consecutively, in category order, so the table can merge them by row span.
 */
export const talentRowSchema = z.object({
  lb: z.string(),
  name: z.string(),
  count: countSchema,
  /** Recognised in the latest data year. */
  newCount: countSchema,
});
export type TalentRow = z.infer<typeof talentRowSchema>;

/** Totals of imported or cultivated talent. */
export const talentSumSchema = z.object({
  total: countSchema,
  newCount: countSchema,
  schoolCount: countSchema,
  /** Per category, every category listed (zero included), in category order. */
  byCategory: z.array(nameValueSchema),
});
export type TalentSum = z.infer<typeof talentSumSchema>;

/** Talent recognised (认定) in one year: by category and month by month. */
export const talentDetermineSchema = z.object({
  year: z.int(),
  total: countSchema,
  byCategory: z.array(nameValueSchema),
  /** Twelve months, January first, zeros included. */
  monthly: z.array(z.object({ month: monthSchema, importCount: countSchema, cultivateCount: countSchema })),
});
export type TalentDetermine = z.infer<typeof talentDetermineSchema>;

/** Query of `/jsc/determine`. */
export interface TalentDetermineQuery {
  /** 2000–2100; default: the latest data year. */
  year?: number;
}

/** Talent and teams of one university, for a bar chart. */
export const schoolStatSchema = z.object({
  school: z.string(),
  talentCount: countSchema,
  importCount: countSchema,
  cultivateCount: countSchema,
  teamCount: countSchema,
});
export type SchoolStat = z.infer<typeof schoolStatSchema>;

/** `GET /jsc/import/list`: imported talent by category `lb` and programme. */
export const getTalentImportList = (signal?: AbortSignal) =>
  apiGet('/jsc/import/list', z.array(talentRowSchema), { signal });

/** `GET /jsc/import/sum`: totals of imported talent. */
export const getTalentImportSum = (signal?: AbortSignal) => apiGet('/jsc/import/sum', talentSumSchema, { signal });

/** `GET /jsc/cultivate/list`: cultivated talent by category `lb` and programme. */
export const getTalentCultivateList = (signal?: AbortSignal) =>
  apiGet('/jsc/cultivate/list', z.array(talentRowSchema), { signal });

/** `GET /jsc/cultivate/sum`: totals of cultivated talent. */
export const getTalentCultivateSum = (signal?: AbortSignal) =>
  apiGet('/jsc/cultivate/sum', talentSumSchema, { signal });

/** `GET /jsc/determine` (query year): talent recognised in a year, by category and by month. */
export const getTalentDetermine = (params: TalentDetermineQuery = {}, signal?: AbortSignal) =>
  apiGet('/jsc/determine', talentDetermineSchema, { params: { ...params }, signal });

/** `GET /jsc/school/list`: talent and team counts per university, most talent first. */
export const getSchoolList = (signal?: AbortSignal) =>
  apiGet('/jsc/school/list', z.array(schoolStatSchema), { signal });
