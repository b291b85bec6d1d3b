import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PROFILE_NAMES,
  WALL_ID_PATTERN,
  profileSettingSchema,
  type HealthPage,
  type MotionProfileName,
  type ProfileSettingBody,
  type WallHealthRow,
} from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import type { HealthContext } from './health-context';
import { worstFirst } from './health-rank';
import { isOnline, findWall, wallParams } from '../walls';
import { Refusal } from '../../core/http/errors';
import { withAudit } from '../audit';
import { knownGroups } from '../releases';
import { healthSince } from './wall-health';

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
/** The console shows a day. */
export const HEALTH_WINDOW_MS = 24 * 60 * 60_000;

const settingWords = (profile: MotionProfileName | null) => (profile ? PROFILE_NAMES[profile] : '自动（按设备跑分）');

/** 健康: every wall's health over the last day, worst first (viewer); an operator's profile for a wall or a group (audited). */
export function healthRoutes(ctx: HealthContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');
    const who = (request: FastifyRequest) => ({ actor: request.user!.username, ip: request.ip });

    app.get('/api/health', { onRequest: requireRole(ctx, 'viewer') }, async (): Promise<HealthPage> => {
      const now = Date.now();
      const samples = await healthSince(ctx.db, now - HEALTH_WINDOW_MS);
      const { settings, memory } = ctx.health;
      const rows: WallHealthRow[] = [];
      for (const wall of ctx.fleet.walls.values()) {
        const enrolled = ctx.walls.walls.get(wall.wallId);
        if (!enrolled || enrolled.retiredAt !== undefined) continue;
        const { health, heapBytes } = wall.beat;
        const reading = memory.get(wall.wallId)?.memory;
        rows.push({
          wallId: wall.wallId,
          name: enrolled.name,
          group: wall.group,
          online: isOnline(wall, now),
          ...(health
            ? {
                latest: {
                  ...health,
                  ...(heapBytes === undefined ? {} : { heapBytes }),
                  ...(reading ? { memory: reading } : {}),
                },
              }
            : {}),
          wallSetting: settings.walls.get(wall.wallId) ?? null,
          groupSetting: settings.groups.get(wall.group) ?? null,
          problems: [],
          samples: samples.get(wall.wallId) ?? [],
        });
      }
      const groups = (await knownGroups(ctx.db)).map((group) => ({
        group,
        setting: settings.groups.get(group) ?? null,
      }));
      return { walls: worstFirst(rows), groups, windowMs: HEALTH_WINDOW_MS };
    });

    app.put<{ Params: { wallId: string }; Body: ProfileSettingBody }>(
      '/api/walls/:wallId/profile',
      {
        // The wall beats at once when told, and the beat's reply carries its profile.
        config: { tells: { what: 'profile', scope: 'wall' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: wallParams, body: profileSettingSchema },
      },
      async (request) => {
        const { wallId } = request.params;
        const { profile } = request.body;
        const wall = await findWall(ctx.db, wallId);
        if (!wall || wall.retiredAt !== undefined) throw new Refusal(404, `没有墙面 ${wallId}（或它已停用）`, 'wallId');
        const now = Date.now();
        const detail = `墙面「${wall.name}」的显示档位：${settingWords(profile)}`;
        await withAudit(ctx.db, { ...who(request), action: 'wall.profile', target: wallId, detail, at: now }, (tx) =>
          ctx.health.save(tx, 'wall', wallId, profile, request.user!.username, now),
        );
        ctx.health.applied('wall', wallId, profile);
        return { ok: true, profile };
      },
    );

    app.put<{ Params: { group: string }; Body: ProfileSettingBody }>(
      '/api/groups/:group/profile',
      {
        config: { tells: { what: 'profile', scope: 'group' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: groupParams, body: profileSettingSchema },
      },
      async (request) => {
        const { group } = request.params;
        const { profile } = request.body;
        if (!(await knownGroups(ctx.db)).includes(group)) throw new Refusal(404, `没有分组 ${group}`, 'group');
        const now = Date.now();
        const detail = `分组 ${group} 的显示档位：${settingWords(profile)}（墙面自己的设置优先）`;
        await withAudit(ctx.db, { ...who(request), action: 'group.profile', target: group, detail, at: now }, (tx) =>
          ctx.health.save(tx, 'group', group, profile, request.user!.username, now),
        );
        ctx.health.applied('group', group, profile);
        return { ok: true, profile };
      },
    );
  };
}
