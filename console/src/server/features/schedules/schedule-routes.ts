import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { scheduleBodySchema, type GroupSchedule } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import { type ReleasesContext, checkOnEvery, versionSets, mustBeActiveGroup } from '../releases';
import { EMPTY_SCHEDULE, checkSchedule } from './schedule-check';
import { describeWeek } from './schedule-diff';
import { saveGroupSchedule } from './schedule-save';
import { groupSchedule } from './schedules-store';

/** A week with 12 dayparts, each changing two pages of 48 slots, stays well within this. */
const SCHEDULE_BODY_LIMIT = 512 * 1024;

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type GroupParams = { Params: { group: string } };
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ pattern: '^"?(0|[1-9][0-9]{0,8})"?$' })) });

/** Each group's week: dayparts and screen-off windows (viewer reads, operator edits, audited). */
export function scheduleRoutes(ctx: ReleasesContext) {
  const { groups, exposes } = ctx.releases;
  return async (app: FastifyInstance): Promise<void> => {
    app.get<GroupParams>(
      '/api/groups/:group/schedule',
      { onRequest: requireRole(ctx, 'viewer'), schema: { params: groupParams } },
      async (request): Promise<GroupSchedule> => {
        const { group } = request.params;
        await mustBeActiveGroup(ctx, group);
        const stored = await groupSchedule(ctx.db, group);
        return { group, ...(stored ?? { schedule: EMPTY_SCHEDULE, version: 0, layoutVersions: {} }) };
      },
    );

    app.put<GroupParams & { Body: unknown; Headers: { 'if-match'?: string } }>(
      '/api/groups/:group/schedule',
      {
        config: { tells: { what: 'schedule', scope: 'group' } },
        onRequest: requireRole(ctx, 'operator'),
        bodyLimit: SCHEDULE_BODY_LIMIT,
        schema: { params: groupParams, headers: ifMatch, body: scheduleBodySchema },
      },
      async (request): Promise<GroupSchedule> => {
        const { group } = request.params;
        await mustBeActiveGroup(ctx, group);
        const { pages } = await groups.layouts(group);
        const schedule = await checkOnEvery(await versionSets(ctx, group), (versions) =>
          checkSchedule(request.body, { pages: Object.keys(pages), versions, exposes }),
        );
        const at = Date.now();
        const detail = describeWeek(schedule);
        const header = request.headers['if-match'];
        const baseVersion = header === undefined ? undefined : Number(header.replaceAll('"', ''));
        // The week, its daypart layouts' new versions and the audit entry are stored together, or a stale base is refused.
        const version = await saveGroupSchedule(ctx.db, {
          group,
          schedule,
          own: pages,
          by: request.user!.username,
          ip: request.ip,
          at,
          baseVersion,
          detail,
        });
        const { layoutVersions } = (await groupSchedule(ctx.db, group))!;
        return { group, schedule, version, layoutVersions, updatedAt: at, updatedBy: request.user!.username };
      },
    );
  };
}
