import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { figureSchema } from './common';

/**
 * A headline figure of the hub page. `key` is stable (teams, talentImport, talentCultivate, enterprises,
 * investment, handled, transfer, satisfaction); `name` and `unit` are the Chinese label and unit.
 */
export const hubFigureSchema = z.extend(figureSchema, { key: z.string() });
export type HubFigure = z.infer<typeof hubFigureSchema>;

/** Query of `/jsc/index`. */
export interface HubIndexQuery {
  /** 2000–2100; the seed sends the current calendar year. */
  year: number;
}

/** `GET /jsc/index` (query year, default the current calendar year): the hub page's headline figures. */
export const getHubIndex = (params: HubIndexQuery = { year: new Date().getFullYear() }, signal?: AbortSignal) =>
  apiGet('/jsc/index', z.array(hubFigureSchema), { params: { ...params }, signal });
