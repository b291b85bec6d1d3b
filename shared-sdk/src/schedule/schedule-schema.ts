import * as z from 'zod/mini';
import { firstOverlap, isTimeZone, WEEKDAY_NAMES, type WeekWindow } from './schedule-week';

/** Bounds a schedule is held to (the console's editor offers the same). */
export const SCHEDULE_LIMITS = { maxDayparts: 12, maxScreenOff: 14, maxNameLength: 20 } as const;

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间须为 HH:mm（00:00–23:59）'));
const endTime = z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, '时间须为 HH:mm（00:00–24:00）'));
const days = z
  .array(z.int().check(z.minimum(1, '星期须为 1（周一）到 7（周日）'), z.maximum(7, '星期须为 1（周一）到 7（周日）')))
  .check(
    z.minLength(1, '至少选择 1 天'),
    z.maxLength(7, '至多 7 天'),
    z.refine((list) => new Set(list).size === list.length, '同一天不能重复'),
  );

const windowShape = { days, from: time, to: endTime };
const sameEnds = (window: { from: string; to: string }) => window.from !== window.to;

/** One screen-off window. */
export const weekWindowSchema = z
  .strictObject(windowShape)
  .check(z.refine(sameEnds, { message: '开始和结束时间不能相同', path: ['to'] }));

const dayText = (window: WeekWindow) => window.days.map((day) => WEEKDAY_NAMES[day - 1]).join('、');
const describe = (window: WeekWindow) => `${dayText(window)} ${window.from}–${window.to}`;

/** The schedule schema around a page layout schema (passed in: the layout schema's module holds the file schema that holds this). */
export function scheduleSchemaOf<L extends z.ZodMiniType>(pageLayout: L, pageName: z.ZodMiniString<string>) {
  const daypart = z
    .strictObject({
      ...windowShape,
      name: z
        .string()
        .check(
          z.minLength(1, '不能为空'),
          z.maxLength(SCHEDULE_LIMITS.maxNameLength, `至多 ${SCHEDULE_LIMITS.maxNameLength} 个字符`),
        ),
      pages: z
        .record(pageName, pageLayout)
        .check(z.refine((pages) => Object.keys(pages).length > 0, '至少要为 1 个页面指定布局')),
    })
    .check(z.refine(sameEnds, { message: '开始和结束时间不能相同', path: ['to'] }));
  return z
    .strictObject({
      timezone: z.string().check(z.refine(isTimeZone, '不是已知的时区（如 Asia/Shanghai）')),
      offStyle: z.enum(['black', 'clock']),
      dayparts: z
        .array(daypart)
        .check(z.maxLength(SCHEDULE_LIMITS.maxDayparts, `至多 ${SCHEDULE_LIMITS.maxDayparts} 个时段`)),
      screenOff: z
        .array(weekWindowSchema)
        .check(z.maxLength(SCHEDULE_LIMITS.maxScreenOff, `至多 ${SCHEDULE_LIMITS.maxScreenOff} 个关屏时段`)),
    })
    .check(
      z.superRefine((schedule, ctx) => {
        const names = schedule.dayparts.map((part) => part.name);
        const repeated = names.findIndex((name, i) => names.indexOf(name) !== i);
        if (repeated >= 0)
          ctx.addIssue({
            code: 'custom',
            input: schedule,
            path: ['dayparts', repeated, 'name'],
            message: `时段名称 ${names[repeated]} 重复`,
          });
        for (const list of ['dayparts', 'screenOff'] as const) {
          const windows: WeekWindow[] = schedule[list];
          const pair = firstOverlap(windows);
          if (!pair) continue;
          const [i, j] = pair;
          const what = list === 'dayparts' ? '时段' : '关屏时段';
          ctx.addIssue({
            code: 'custom',
            input: schedule,
            path: [list, j],
            message: `${what}「${describe(windows[i])}」与「${describe(windows[j])}」重叠`,
          });
        }
      }),
    );
}
