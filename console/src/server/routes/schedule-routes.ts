import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WALL_ID_PATTERN, scheduleBodySchema, type GroupSchedule } from '../../protocol';
import { audit, requireRole, type ServiceContext } from '../context';
import { EMPTY_SCHEDULE, checkSchedule } from '../schedules/schedule-check';
import { groupSchedule, saveGroupSchedule } from '../store/schedules';
import { mustKnowGroup } from './group-routes';

/** A week with 12 dayparts, each changing two pages of 48 slots, stays well within this. */
const SCHEDULE_BODY_LIMIT = 512 * 1024;

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type GroupParams = { Params: { group: string } };

const windowText = (w: { days: number[]; from: string; to: string }) => `${w.days.join(',')} ${w.from}–${w.to}`;

/** Each group's week: dayparts and screen-off windows (viewer reads, operator edits, audited). */
export function scheduleRoutes(ctx: ServiceContext) {
  const { groups, exposes } = ctx.releases;
  return async (app: FastifyInstance): Promise<void> => {
    app.get<GroupParams>('/api/groups/:group/schedule', { onRequest: requireRole(ctx, 'viewer'), schema: { params: groupParams } }, async (request): Promise<GroupSchedule> => {
      const { group } = request.params;
      await mustKnowGroup(ctx, group);
      const stored = await groupSchedule(ctx.db, group);
      return { group, ...(stored ?? { schedule: EMPTY_SCHEDULE }) };
    });

    app.put<GroupParams & { Body: unknown }>('/api/groups/:group/schedule', {
      onRequest: requireRole(ctx, 'operator'), bodyLimit: SCHEDULE_BODY_LIMIT, schema: { params: groupParams, body: scheduleBodySchema },
    }, async (request): Promise<GroupSchedule> => {
      const { group } = request.params;
      await mustKnowGroup(ctx, group);
      const { pages } = await groups.layouts(group);
      const schedule = await checkSchedule(request.body, { pages: Object.keys(pages), versions: await groups.versions(group), exposes });
      const at = Date.now();
      await saveGroupSchedule(ctx.db, { group, schedule, by: request.user!.username, at });
      const detail = [
        `时区 ${schedule.timezone}，关屏显示${schedule.offStyle === 'clock' ? '暗色时钟' : '黑屏'}`,
        `时段：${schedule.dayparts.map((p) => `${p.name}（${windowText(p)}）`).join('、') || '无'}`,
        `关屏：${schedule.screenOff.map(windowText).join('、') || '无'}`,
      ].join('；');
      await audit(ctx, request, 'schedule.update', group, detail);
      return { group, schedule, updatedAt: at, updatedBy: request.user!.username };
    });
  };
}
