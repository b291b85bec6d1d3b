import type { Db } from '../db';
import { addDays, addMonths, monthsApart, monthsBetween } from './calendar';
import { monthRng, type Rng } from './random';

/** One month of one family's dated rows, and the dates of it to write. */
export interface MonthWindow {
  /** 'YYYY-MM'. */
  month: string;
  /** The month's own generator: the same month always draws the same rows, whenever it is written. */
  rng: Rng;
  /** First and last date to write: rows of the month outside them are drawn but not written. */
  from: string;
  to: string;
  /** The day the data reaches; statuses (done, booked, open) are as of this day. */
  today: string;
  /** Months since the start of the history (negative before it): for slow growth. */
  age: number;
}

/** A family's dated history (talent, investment, matters, …), written a month at a time. */
export interface MonthlyFlow {
  seed: number;
  /** Months of history before the month the database is created in. */
  backMonths: number;
  /** Days ahead of today the rows reach (reservations are booked ahead). */
  leadDays?: number;
  write(db: Db, window: MonthWindow): void;
}

/** The dates a new database's stock rows are drawn between: the first day of its history and the day it is created. */
export interface SeedDates {
  start: string;
  today: string;
}

/** True when `date` is one the window writes. */
export const inWindow = (date: string, window: MonthWindow): boolean => date >= window.from && date <= window.to;

/** Months of history every family but talent has before the month the database is created in. */
export const HISTORY_MONTHS = 22;

/** The first day of the history of a database created on `today`. */
export const historyStart = (today: string): string => `${addMonths(today, -HISTORY_MONTHS)}-01`;

/**
 * Writes each flow's rows up to `today`: from its own start on a new database, or only the days
 * after `after` (the day the data reached before) when extending one. Existing rows are never touched.
 */
export function writeHistory(
  db: Db,
  flows: readonly MonthlyFlow[],
  options: { start: string; today: string; after?: string },
): void {
  const { start, today, after } = options;
  for (const flow of flows) {
    const lead = flow.leadDays ?? 0;
    const from = after ? addDays(after, 1 + lead) : `${addMonths(today, -flow.backMonths)}-01`;
    const to = addDays(today, lead);
    for (const month of monthsBetween(from, to)) {
      flow.write(db, { month, rng: monthRng(flow.seed, month), from, to, today, age: monthsApart(start, month) });
    }
  }
}
