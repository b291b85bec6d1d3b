import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Minutes in a day and in a week (Monday 00:00 is minute 0). */
export const DAY_MINUTES = 24 * 60;
export const WEEK_MINUTES = 7 * DAY_MINUTES;

/** The time zone a group's schedule runs in until its operator picks another. */
export const DEFAULT_SCHEDULE_TIMEZONE = 'Asia/Shanghai';

/** Weekdays as ISO numbers: 1 = 周一 … 7 = 周日. */
export const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/**
 * A weekly time window: on each of `days` it starts at `from` ("HH:mm") and ends at `to` ("HH:mm", or "24:00");
 * a `to` at or before `from` ends on the next day (22:00–06:00 crosses midnight, Sunday's crosses into Monday).
 */
export interface WeekWindow {
  days: number[];
  from: string;
  to: string;
}

/** A half-open span of minutes of the week, `[start, end)`, within `[0, WEEK_MINUTES]`. */
export type WeekSpan = [start: number, end: number];

/** "07:30" → 450; "24:00" → 1440. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The spans a window covers, a span past Sunday midnight split in two (the week wraps). */
export function windowSpans(window: WeekWindow): WeekSpan[] {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  const length = to > from ? to - from : to + DAY_MINUTES - from;
  return window.days.flatMap((day): WeekSpan[] => {
    const start = (day - 1) * DAY_MINUTES + from;
    const end = start + length;
    return end <= WEEK_MINUTES
      ? [[start, end]]
      : [
          [start, WEEK_MINUTES],
          [0, end - WEEK_MINUTES],
        ];
  });
}

/** Whether a window covers minute `minute` of the week. */
export const windowCovers = (window: WeekWindow, minute: number): boolean =>
  windowSpans(window).some(([start, end]) => minute >= start && minute < end);

/** The first two windows (indexes, earlier first) that share a minute, or undefined. */
export function firstOverlap(windows: readonly WeekWindow[]): [number, number] | undefined {
  const spans = windows.map(windowSpans);
  for (let j = 0; j < spans.length; j += 1) {
    for (let i = 0; i < j; i += 1) {
      if (spans[i].some(([a, b]) => spans[j].some(([c, d]) => a < d && c < b))) return [i, j];
    }
  }
  return undefined;
}

/** Whether `zone` is a time zone name the runtime knows (IANA, e.g. Asia/Shanghai). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The minute of the week at `epochMs` on the clocks of `zone`. */
export function minuteOfWeek(epochMs: number, zone: string): number {
  const local = dayjs(epochMs).tz(zone);
  const isoDay = local.day() === 0 ? 7 : local.day();
  return (isoDay - 1) * DAY_MINUTES + local.hour() * 60 + local.minute();
}
