import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  WALL_ACTIONS,
  type ActionAck,
  type ActionRequest,
  type StreamAction,
  type WallActionInfo,
} from '@cockpit/protocol';
import { requireRole } from '../../../core/http/console-access';
import type { WallsContext } from '../walls-context';
import { sendError } from '../../../core/http/errors';
import { wallCredentialCheck, wallParams, wallRateLimits } from '../wall-credential';
import type { EnrolledWall } from '../enrolled-walls';
import { createScreenshotRequest } from '../screenshots';
import { withAudit } from '../../audit';
import { answerAction, insertAction, listActions, markOffline, type StoredAction } from './wall-actions';
import { ACTION_NAMES, actionInfo, IDENTIFY_SHOW_MS } from './action-outcome';
import { playerListening } from '../players/player-presence';

const actionBody = Type.Object(
  { action: Type.Union(WALL_ACTIONS.map((a) => Type.Literal(a))) },
  { additionalProperties: false },
);
const ackBody = Type.Object(
  { ok: Type.Boolean(), error: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
const ackParams = Type.Object(
  { wallId: wallParams.properties.wallId, actionId: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) },
  { additionalProperties: false },
);

type WallParams = { Params: { wallId: string } };

/**
 * Sends an action to a wall over its stream, stored first with its audit entry in one transaction (an answer never
 * arrives before its action, and no action reaches a wall unrecorded).
 */
export async function sendAction(
  ctx: WallsContext,
  wall: EnrolledWall,
  action: ActionRequest['action'],
  who: { actor: string; ip: string },
): Promise<WallActionInfo> {
  const { wallId } = wall;
  const requestedAt = Date.now();
  // 重启浏览器 goes to the wall's player; the rest over the page's stream, held here or by another live replica (which
  // the bus tells to send it).
  const here = ctx.push.since(wallId) !== undefined;
  const online =
    action === 'restart-browser'
      ? await playerListening(ctx.db, wallId, requestedAt)
      : here || (await ctx.streams.holder(wallId)) !== undefined;
  const stored = await withAudit(
    ctx.db,
    (s: StoredAction) => ({
      ...who,
      action: 'wall.action',
      target: wallId,
      detail: `${ACTION_NAMES[action]}：${actionInfo(s, requestedAt).words}`,
    }),
    async (tx) => {
      // A screenshot is the same request as the screenshot button's: a wall without a stream still answers it at its next beat.
      const id =
        action === 'screenshot' ? (await createScreenshotRequest(tx, wallId, who.actor)).requestId : randomUUID();
      const row: StoredAction = {
        id,
        wallId,
        action,
        requestedBy: who.actor,
        requestedAt,
        outcome: online ? 'pending' : 'offline',
      };
      await insertAction(tx, row);
      return row;
    },
  );
  const { id } = stored;
  if (action === 'screenshot') ctx.fleet.requestScreenshot(wallId, id, requestedAt);
  // The player hears it in the answer to its next report (routes/player-routes.ts).
  if (!online || action === 'restart-browser') return actionInfo(stored, requestedAt);
  if (!here) {
    await ctx.bus.publish({ kind: 'action', wallId, actionId: id });
    return actionInfo(stored, requestedAt);
  }
  if (ctx.push.send(wallId, actionEvent(wall, stored))) return actionInfo(stored, requestedAt);
  await markOffline(ctx.db, id);
  return actionInfo({ ...stored, outcome: 'offline' }, requestedAt);
}

/** What the wall's stream carries for a stored action. */
export function actionEvent(wall: EnrolledWall, { id, action }: Pick<StoredAction, 'id' | 'action'>): StreamAction {
  return {
    type: 'action',
    id,
    action,
    ...(action === 'identify'
      ? {
          identity: { name: wall.name, group: wall.group, ...(wall.location ? { location: wall.location } : {}) },
          showMs: IDENTIFY_SHOW_MS,
        }
      : {}),
    ...(action === 'screenshot' ? { requestId: id } : {}),
  };
}

/** The console's side: send an action (operator, audited `wall.action`), list a wall's recent actions (viewer). */
export function actionConsoleRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<WallParams & { Body: ActionRequest }>(
      '/api/walls/:wallId/actions',
      {
        config: { tells: 'none' },
        onRequest: requireRole(ctx, 'operator'),
        bodyLimit: 1024,
        schema: { params: wallParams, body: actionBody },
      },
      async (request, reply) => {
        const { wallId } = request.params;
        const wall = await ctx.walls.wall(wallId);
        if (!wall || wall.retiredAt !== undefined) return sendError(reply, 404, '没有这块墙面');
        const info = await sendAction(ctx, wall, request.body.action, {
          actor: request.user!.username,
          ip: request.ip,
        });
        return reply.code(201).send(info);
      },
    );

    app.get<WallParams>(
      '/api/walls/:wallId/actions',
      { onRequest: requireRole(ctx, 'viewer'), schema: { params: wallParams } },
      async (request) => {
        const now = Date.now();
        return (await listActions(ctx.db, request.params.wallId)).map((a) => actionInfo(a, now));
      },
    );
  };
}

/** The wall's side: `POST /api/walls/:wallId/actions/:actionId/ack` with its own credential, for its own actions only. */
export function actionAckRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const limits = wallRateLimits(app, 'ack', ctx.limits.beatsPerAddress, ctx.limits.beatsPerWall);
    app.post<{ Params: { wallId: string; actionId: string }; Body: ActionAck }>(
      '/api/walls/:wallId/actions/:actionId/ack',
      {
        config: { tells: 'none' },
        bodyLimit: 1024,
        schema: { params: ackParams, body: ackBody },
        onRequest: [limits.byAddress, wallCredentialCheck(ctx), limits.byWall],
      },
      async (request, reply) => {
        const { wallId, actionId } = request.params;
        const answered = await answerAction(ctx.db, wallId, actionId, {
          ok: request.body.ok,
          detail: request.body.error,
          at: Date.now(),
        });
        if (!answered) return sendError(reply, 404, '这块墙面没有这个待应答的操作', 'actionId');
        return { ok: true };
      },
    );
  };
}
