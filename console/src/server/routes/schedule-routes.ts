import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WALL_ID_PATTERN, scheduleBodySchema, type GroupSchedule } from '../../protocol';
import type { Schedule } from '@cockpit/shared-sdk/layout-schema';
import { requireRole, type ServiceContext } from '../context';
import { checkOnEvery, versionSets } from '../releases/rollout-versions';
import { EMPTY_SCHEDULE, checkSchedule } from '../schedules/schedule-check';
import { describeScheduleChange } from '../schedules/schedule-diff';
import { withAudit } from '../store/audit';
import { groupSchedule, saveGroupSchedule } from '../store/schedules';
import { mustKnowGroup } from './group-routes';

/** A week with 12 dayparts, each changing two pages of 48 slots, stays well within this. */
const SCHEDULE_BODY_LIMIT = 512 * 1024;

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type GroupParams = { Params: { group: string } };

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
      const schedule = await checkOnEvery(await versionSets(ctx, group), (versions) => checkSchedule(request.body, { pages: Object.keys(pages), versions, exposes }));
      const at = Date.now();
      const by = request.user!.username;
      // The save and its entry (the week's layout changes in words, against the week it replaces) in one transaction.
      await withAudit(ctx.db, (before: Schedule | undefined) => ({ actor: by, action: 'schedule.update', target: group, detail: describeScheduleChange(before, schedule), ip: request.ip, at }),
        async (tx) => {
          const before = (await groupSchedule(tx, group, { forUpdate: true }))?.schedule;
          await saveGroupSchedule(tx, { group, schedule, by, at });
          return before;
        });
      return { group, schedule, updatedAt: at, updatedBy: by };
    });
  };
}
