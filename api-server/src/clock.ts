/** The API's clock: the real one, or one set to another date (COCKPIT_NOW) that runs on from there. */
export type Clock = () => Date;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a COCKPIT_NOW value: 'YYYY-MM-DD' (local midnight plus the time of day now, so the
 * date is right all day) or any ISO date-time. Throws a Chinese message naming the value.
 */
export function parseNow(text: string): Date {
  const value = text.trim();
  const parsed = DATE_ONLY.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(parsed.getTime()) || (DATE_ONLY.test(value) && parsed.getDate() !== Number(value.slice(8)))) {
    throw new Error(`COCKPIT_NOW 无效：「${text}」（应为 YYYY-MM-DD 或 ISO 日期时间，例如 2027-01-02）`);
  }
  if (DATE_ONLY.test(value)) {
    const now = new Date();
    parsed.setHours(now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
  }
  return parsed;
}

/** A clock that starts at `now` (a COCKPIT_NOW value) and runs at real speed; the real clock without one. */
export function createClock(now: string | undefined = process.env.COCKPIT_NOW): Clock {
  if (!now) return () => new Date();
  const offset = parseNow(now).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
