import {
  dayjs,
  getTalentDetermine,
  usePanelQuery,
  type PanelDataContext,
  type TalentDetermine,
} from '@cockpit/shared-sdk';

/** One month of the recognition trend. */
export interface DetermineMonth {
  /** Axis label, e.g. `3月`. */
  label: string;
  importCount: number;
  cultivateCount: number;
}

/** What the recognised-talent panel shows for the latest data year. */
export interface DetermineData {
  year: number;
  total: number;
  /** Recognised in the newest month shown. */
  latestMonth: DetermineMonth | null;
  /** January up to the current month (a year in the past: all twelve); months yet to come are left out. */
  months: DetermineMonth[];
}

/**
 * Shapes `/jsc/determine` for the panel: drops the months after `now` (they would draw as a false
 * drop to zero) and names the months in Chinese.
 */
export function shapeDetermine(raw: TalentDetermine, now = dayjs()): DetermineData {
  const cutoff = now.format('YYYY-MM');
  const months = raw.monthly
    .filter((m) => m.month <= cutoff)
    .map((m) => ({
      label: `${Number(m.month.slice(5))}月`,
      importCount: m.importCount,
      cultivateCount: m.cultivateCount,
    }));
  return { year: raw.year, total: raw.total, latestMonth: months[months.length - 1] ?? null, months };
}

/** Fetches the recognitions of the latest data year (the server's default year). */
export async function fetchDetermine(signal: AbortSignal): Promise<DetermineData> {
  return shapeDetermine(await getTalentDetermine({}, signal));
}

export function useDetermineData({ refreshMs }: PanelDataContext) {
  return usePanelQuery(['talent', 'determine'], fetchDetermine, refreshMs);
}
