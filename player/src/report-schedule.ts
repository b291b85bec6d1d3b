/** The service takes 20 reports a minute per wall: never closer than this, even with news. */
export const MIN_REPORT_GAP_MS = 3500;

/** Whether to report now: at the interval, sooner with news (a recovery, the screen), later after failures (doubling, at most 10 min). */
export function reportDue(now: number, lastAt: number, everyMs: number, failures: number, news: boolean): boolean {
  const since = now - lastAt;
  if (failures > 0)
    return since >= Math.min(600_000, Math.max(MIN_REPORT_GAP_MS, everyMs) * 2 ** Math.min(failures - 1, 10));
  return since >= everyMs || (news && since >= MIN_REPORT_GAP_MS);
}
