/** Calendar arithmetic on plain 'YYYY-MM-DD' dates and 'YYYY-MM' months (no time zones involved). */

const DAY_MS = 86_400_000;
const toDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` plus `days` days, 'YYYY-MM-DD'. */
export const addDays = (date: string, days: number): string => fromDay(toDay(date) + days);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => toDay(to) - toDay(from);

/** Months since year 0 of 'YYYY-MM' (or a date): a number months can be counted with. */
const monthNumber = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromMonthNumber = (n: number): string => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

/** The month of `date` (or month) shifted by `months`, 'YYYY-MM'. */
export const addMonths = (month: string, months: number): string => fromMonthNumber(monthNumber(month) + months);

/** Whole months from the month of `from` to the month of `to`. */
export const monthsApart = (from: string, to: string): number => monthNumber(to) - monthNumber(from);

/** The months from `from` to `to` inclusive (dates or months), each 'YYYY-MM'. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let n = monthNumber(from); n <= monthNumber(to); n += 1) months.push(fromMonthNumber(n));
  return months;
}

/** The last day of 'YYYY-MM', 'YYYY-MM-DD'. */
export const lastDayOf = (month: string): string => addDays(`${addMonths(month, 1)}-01`, -1);

/** The local calendar date of an instant, 'YYYY-MM-DD' (the wall and the data share the local day). */
export function localDate(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
