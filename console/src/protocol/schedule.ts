import { Type, type Static } from '@sinclair/typebox';
import type { Schedule } from '@cockpit/shared-sdk/layout-schema';

const time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
const endTime = Type.String({ pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' });
const days = Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7 });
const windowFields = { days, from: time, to: endTime };

/**
 * `PUT /api/groups/:group/schedule` (operator): the group's week. Days are ISO weekdays (1 = 周一 … 7 = 周日); a `to`
 * at or before `from` ends the next day. A daypart's `pages` hold the layouts of the pages it changes (each checked
 * like an edited layout); overlapping windows, an unknown time zone and a repeated name are refused (400 naming the field).
 */
export const scheduleBodySchema = Type.Object(
  {
    timezone: Type.String({ minLength: 1, maxLength: 64 }),
    offStyle: Type.Union([Type.Literal('black'), Type.Literal('clock')]),
    dayparts: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 20 }),
          ...windowFields,
          pages: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }), Type.Unknown(), { maxProperties: 8 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 12 },
    ),
    screenOff: Type.Array(Type.Object(windowFields, { additionalProperties: false }), { maxItems: 14 }),
  },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof scheduleBodySchema>;

/** `GET /api/groups/:group/schedule` (viewer): the stored week, or the empty one a group starts with (no `updatedAt`). */
export interface GroupSchedule {
  group: string;
  schedule: Schedule;
  /** The week's version (0: none stored yet): a save sends it as `If-Match` and a stale one is refused (409). */
  version?: number;
  /** Each daypart's pages' latest layout versions (`If-Match` of `PUT /api/groups/:group/dayparts/:daypart/layouts/:page`). */
  layoutVersions?: Record<string, Record<string, number>>;
  updatedAt?: number;
  updatedBy?: string;
}
