import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type WallDetail, type WallSummary } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { WallsContext } from './walls-context';
import { sendError } from '../../core/http/errors';
import { remoteBuilds, summarize } from './wall-state';
import { createScreenshotRequest, imageOf, latestImage, latestScreenshot } from './screenshots';
import { slotHistory } from './walls-store';
import { wallShapeInfo } from '../canvas';

const wallParams = Type.Object({ wallId: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type WallParams = { Params: { wallId: string } };
const shotParams = Type.Object(
  { wallId: wallParams.properties.wallId, requestId: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) },
  { additionalProperties: false },
);
const DAY_MS = 24 * 60 * 60_000;
const NO_WALL = '没有这块屏';

/** What the console reads (viewer and up), and the operator's screenshot request. */
export function wallQueryRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');

    app.get('/api/walls', { onRequest: viewer }, async (): Promise<WallSummary[]> => {
      const now = Date.now();
      return [...ctx.fleet.walls.values()]
        .map((w) => summarize(w, now, ctx.walls.walls.get(w.wallId), ctx.push.since(w.wallId)))
        .sort((a, b) => a.wallId.localeCompare(b.wallId));
    });

    app.get<WallParams>(
      '/api/walls/:wallId',
      { onRequest: viewer, schema: { params: wallParams } },
      async (request, reply) => {
        const wall = ctx.fleet.walls.get(request.params.wallId);
        if (!wall) return sendError(reply, 404, NO_WALL);
        const now = Date.now();
        const [history, screenshot, shape] = await Promise.all([
          slotHistory(ctx.db, wall.wallId, now - DAY_MS),
          latestScreenshot(ctx.db, wall.wallId),
          wallShapeInfo(ctx.db, wall.group, wall.wallId, wall.beat),
        ]);
        const { beat } = wall;
        return {
          ...summarize(wall, now, ctx.walls.walls.get(wall.wallId), ctx.push.since(wall.wallId)),
          viewport: beat.viewport,
          ...(beat.heapBytes === undefined ? {} : { heapBytes: beat.heapBytes }),
          remotes: beat.remotes ?? {},
          slots: beat.slots,
          history,
          ...(screenshot ? { screenshot } : {}),
          shape,
        } satisfies WallDetail;
      },
    );

    app.post<WallParams>(
      '/api/walls/:wallId/screenshot-requests',
      {
        config: { tells: 'none' },
        onRequest: requireRole(ctx, 'operator'),
        schema: { params: wallParams },
        bodyLimit: 1024,
      },
      async (request, reply) => {
        const { wallId } = request.params;
        const enrolled = await ctx.walls.wall(wallId);
        if (!enrolled || enrolled.retiredAt !== undefined) return sendError(reply, 404, NO_WALL);
        const shot = await audited(
          ctx,
          request,
          (s: { requestId: string }) => ({ action: 'screenshot.request', target: wallId, detail: s.requestId }),
          (tx) => createScreenshotRequest(tx, wallId, request.user!.username),
        );
        // A wall with an open stream (on any replica) takes it now, not at its next beat.
        await ctx.bus.publish({ kind: 'screenshot', wallId, requestId: shot.requestId, requestedAt: shot.requestedAt });
        return { requestId: shot.requestId };
      },
    );

    app.get<WallParams>(
      '/api/walls/:wallId/screenshot',
      { onRequest: viewer, schema: { params: wallParams } },
      async (request, reply) => {
        const shot = await latestImage(ctx.db, request.params.wallId);
        if (!shot) return sendError(reply, 404, '这块屏还没有截图');
        ctx.metrics.screenshotsServed.inc();
        return reply.type(shot.contentType).header('cache-control', 'no-store').send(shot.image);
      },
    );

    // One request's picture (`npm run remote -- wall <id> screenshot` saves the one it asked for, not a newer one).
    app.get<{ Params: { wallId: string; requestId: string } }>(
      '/api/walls/:wallId/screenshots/:requestId',
      { onRequest: viewer, schema: { params: shotParams } },
      async (request, reply) => {
        const shot = await imageOf(ctx.db, request.params.wallId, request.params.requestId);
        if (!shot) return sendError(reply, 404, '这个截图请求还没有截图');
        ctx.metrics.screenshotsServed.inc();
        return reply.type(shot.contentType).header('cache-control', 'no-store').send(shot.image);
      },
    );

    app.get('/api/remotes', { onRequest: viewer }, async () => remoteBuilds(ctx.fleet.walls.values(), Date.now()));
  };
}
