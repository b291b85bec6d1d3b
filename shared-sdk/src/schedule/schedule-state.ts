import { minuteOfWeek, windowCovers, type WeekWindow } from './schedule-week';

/** A daypart: in its window, the pages it names show its layouts instead of their own (e.g. 夜间). */
export interface DaypartWindow<Layout = unknown> extends WeekWindow {
  name: string;
  /** Page (index remote) → the layout that page shows in this daypart; pages it does not name keep theirs. */
  pages: Record<string, Layout>;
}

/** How a screen looks while it is off: plain black, or a dim clock. */
export type ScreenOffStyle = 'black' | 'clock';

/** A group's week: its time zone, its dayparts, and when its screens are off. No two dayparts, and no two off windows, overlap. */
export interface WeekSchedule<Layout = unknown> {
  timezone: string;
  offStyle: ScreenOffStyle;
  dayparts: DaypartWindow<Layout>[];
  screenOff: WeekWindow[];
}

/** What a schedule says at a moment: screen off, or on with the daypart in force (none: the group's own layouts). */
export type ScheduleState = { off: true; style: ScreenOffStyle } | { off: false; daypart?: string };

/** The state of `schedule` at `epochMs`, by the clocks of the schedule's time zone; an off window wins over a daypart. */
export function scheduleStateAt(schedule: WeekSchedule | undefined, epochMs: number): ScheduleState {
  if (!schedule) return { off: false };
  const minute = minuteOfWeek(epochMs, schedule.timezone);
  if (schedule.screenOff.some((window) => windowCovers(window, minute))) return { off: true, style: schedule.offStyle };
  const daypart = schedule.dayparts.find((part) => windowCovers(part, minute));
  return daypart ? { off: false, daypart: daypart.name } : { off: false };
}

/** The layout `page` shows in `state`: its daypart's, else its own. */
export function layoutInForce<Layout>(
  schedule: WeekSchedule<Layout> | undefined,
  state: ScheduleState,
  page: string,
  own: Layout | undefined,
): Layout | undefined {
  if (state.off || !state.daypart) return own;
  return schedule?.dayparts.find((part) => part.name === state.daypart)?.pages[page] ?? own;
}

/** The state in words, as the console shows it: 关屏, 开屏, or 开屏 · the daypart. */
export function describeScheduleState(state: ScheduleState): string {
  if (state.off) return '关屏';
  return state.daypart ? `开屏 · ${state.daypart}` : '开屏';
}
