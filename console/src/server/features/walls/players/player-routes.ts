import type { FastifyInstance } from 'fastify';
import { playerReportSchema, type PlayerReportBody, type PlayerReportReply } from '@cockpit/protocol';
import { requireRole } from '../../../core/http/console-access';
import type { WallsContext } from '../walls-context';
import { sendError } from '../../../core/http/errors';
import { ACTION_TIMEOUT_MS } from '../actions/action-outcome';
import { pendingAction } from '../actions/wall-actions';
import { storePlayerReport, wallPlayer } from './wall-players';
import { wallCredentialCheck, wallParams, wallRateLimits } from '../wall-credential';

type WallParams = { Params: { wallId: string } };

/**
 * The player's side: `POST /api/walls/:wallId/player` with the wall's own credential (another wall's is refused). The
 * answer carries an operator's pending 重启浏览器; the player answers it on the action's usual ack route.
 */
export function playerReportRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const limits = wallRateLimits(app, 'player', ctx.limits.beatsPerAddress, ctx.limits.beatsPerWall);
    app.post<WallParams & { Body: PlayerReportBody }>(
      '/api/walls/:wallId/player',
      {
        config: { tells: 'none' },
        bodyLimit: 32 * 1024,
        schema: { params: wallParams, body: playerReportSchema },
        onRequest: [limits.byAddress, wallCredentialCheck(ctx), limits.byWall],
      },
      async (request): Promise<PlayerReportReply> => {
        const wall = request.wall!;
        const now = Date.now();
        const added = await storePlayerReport(ctx.db, wall.wallId, request.body, now);
        if (request.body.memory) ctx.health.recordMemory(wall.wallId, request.body.memory, now);
        for (const r of added) ctx.metrics.countRecovery(wall.group, wall.wallId, r.reason);
        const restart = await pendingAction(
          ctx.db,
          wall.wallId,
          'restart-browser',
          now - ACTION_TIMEOUT_MS['restart-browser'],
        );
        return restart ? { restart: { actionId: restart.id } } : {};
      },
    );
  };
}

/** The console's side: `GET /api/walls/:wallId/player` (viewer): 播放器 and 最近恢复. */
export function playerConsoleRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get<WallParams>(
      '/api/walls/:wallId/player',
      { onRequest: requireRole(ctx, 'viewer'), schema: { params: wallParams } },
      async (request, reply) => {
        const wall = await ctx.walls.wall(request.params.wallId);
        if (!wall) return sendError(reply, 404, '没有这块墙面');
        return wallPlayer(ctx.db, wall.wallId);
      },
    );
  };
}
