import { dayjs, getHubIndex, usePanelQuery, type HubFigure, type PanelDataContext } from '@cockpit/shared-sdk';

/**
 * The figures the headline shows, in this order (stable keys of `/jsc/index`). 年度办件量 (`handled`)
 * is left to the services panels; keys the API does not send are skipped.
 */
export const HEADLINE_KEYS = [
  'teams',
  'talentImport',
  'talentCultivate',
  'enterprises',
  'investment',
  'transfer',
  'satisfaction',
] as const;

/** One headline figure as shown: its value already in the unit shown. */
export interface HeadlineFigure {
  key: string;
  name: string;
  value: number;
  unit: string;
  decimals: number;
}

/** What the headline panel shows: the figures of the current calendar year. */
export interface HeadlineData {
  year: number;
  figures: HeadlineFigure[];
}

/** Money of 10 000 万元 or more is shown in 亿元; fractional values keep one decimal (亿元 two). */
export function shapeFigure(figure: HubFigure): HeadlineFigure {
  const { key, name, value, unit } = figure;
  if (unit === '万元' && Math.abs(value) >= 10_000)
    return { key, name, value: value / 10_000, unit: '亿元', decimals: 2 };
  return { key, name, value, unit, decimals: Number.isInteger(value) ? 0 : 1 };
}

/** Fetches `/jsc/index` for the current calendar year (read at each fetch, so it rolls over at New Year). */
export async function fetchHeadline(signal: AbortSignal): Promise<HeadlineData> {
  const year = dayjs().year();
  const all = await getHubIndex({ year }, signal);
  const byKey = new Map(all.map((figure) => [figure.key, figure]));
  const figures = HEADLINE_KEYS.flatMap((key) => {
    const figure = byKey.get(key);
    return figure ? [shapeFigure(figure)] : [];
  });
  return { year, figures };
}

export function useHeadlineData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['hub', 'headline'], fetchHeadline, refreshMs);
}
