/** The local day of `at` (YYYY-MM-DD). */
export const dayOf = (at: number): string => {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Whether today's planned reload at `hhmm` (local time) is due: its time has passed and it has not run today. */
export function dailyDue(
  now: number,
  hhmm: string | undefined,
  lastDay: string | undefined,
  startedAt: number,
): boolean {
  if (!hhmm) return false;
  const [h, m] = hhmm.split(':').map(Number);
  const d = new Date(now);
  const due = new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m).getTime();
  // A player started after today's time does not reload at once: its page is fresh.
  return now >= due && startedAt < due && lastDay !== dayOf(now);
}
