import { DEFAULT_SCHEDULE_TIMEZONE, scheduleSchema, type Schedule } from '@cockpit/shared-sdk/layout-schema';
import { Refusal } from '../../core/http/errors';
import { parseOrRefuse } from '../../core/http/parse-or-refuse';
import type { ExposesCache } from '../releases';
import { checkPageLayout } from '../layouts';

/** The week a group has before its operator sets one: always on, its own layouts. */
export const EMPTY_SCHEDULE: Schedule = {
  timezone: DEFAULT_SCHEDULE_TIMEZONE,
  offStyle: 'black',
  dayparts: [],
  screenOff: [],
};

/**
 * An operator's week, checked before any wall gets it: the schedule schema (overlapping windows, unknown time zone,
 * repeated names refused, naming the field), then each daypart's layouts like an edited layout, for pages the group has.
 */
export async function checkSchedule(
  body: unknown,
  group: { pages: string[]; versions: Record<string, string>; exposes: ExposesCache },
): Promise<Schedule> {
  const schedule = parseOrRefuse(scheduleSchema, body, (field) => `排程字段 ${field}`);
  for (const [i, part] of schedule.dayparts.entries()) {
    for (const [page, layout] of Object.entries(part.pages)) {
      const field = `dayparts[${i}].pages.${page}`;
      if (!group.pages.includes(page)) throw new Refusal(400, `时段「${part.name}」：分组没有页面 ${page}`, field);
      try {
        await checkPageLayout(layout, group.versions, group.exposes);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        throw new Refusal(
          400,
          `时段「${part.name}」的页面 ${page}：${error.message}`,
          error.field ? `${field}.${error.field}` : field,
        );
      }
    }
  }
  return schedule;
}
