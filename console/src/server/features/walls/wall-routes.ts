import type { FastifyInstance } from 'fastify';
import {
  BEAT_MAX_BYTES,
  SCREENSHOT_MAX_BYTES,
  beatSchema,
  screenshotPostSchema,
  type BeatReply,
  type ScreenshotPost,
  type WallBeat,
} from '@cockpit/protocol';
import { ARRIVAL_HEADER, beatArrival } from './beat-arrival';
import type { WallsContext } from './walls-context';
import { sendError } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { saveScreenshot } from './screenshots';
import { answerAction } from './actions/wall-actions';
import { wallCredentialCheck, wallParams, wallRateLimits } from './wall-credential';

export { wallParams } from './wall-credential';

/** The screenshot's data URL may be 2 MB; the JSON around it (request id, sizes, quotes) gets 16 KB more. */
export const SCREENSHOT_BODY_LIMIT = SCREENSHOT_MAX_BYTES + 16 * 1024;

type WallParams = { Params: { wallId: string } };

/** The routes a wall calls with its own credential: its beat and its screenshots, nothing else. */
export function wallRoutes(ctx: WallsContext) {
  const checkCredential = wallCredentialCheck(ctx);
  const { limits } = ctx;

  return async (app: FastifyInstance): Promise<void> => {
    const beats = wallRateLimits(app, 'beat', limits.beatsPerAddress, limits.beatsPerWall);
    const shots = wallRateLimits(app, 'screenshot', limits.screenshotsPerAddress, limits.screenshotsPerWall);

    app.post<WallParams & { Body: WallBeat }>(
      '/api/walls/:wallId/beat',
      {
        config: { tells: 'none' },
        bodyLimit: BEAT_MAX_BYTES,
        schema: { params: wallParams, body: beatSchema },
        onRequest: [beats.byAddress, checkCredential, beats.byWall],
      },
      async (request, reply) => {
        const { wallId } = request.params;
        // The service's record decides the group: what the beat claims is ignored.
        const { group, name, location } = request.wall!;
        if (!ctx.fleet.accepts(wallId)) return sendError(reply, 503, '大屏数量已达上限');
        const now = Date.now();
        ctx.fleet.recordBeat(wallId, group, request.body, beatArrival(request.headers[ARRIVAL_HEADER], now));
        ctx.metrics.countBeat(group);
        const screenshotRequest = ctx.fleet.pendingScreenshot(wallId, now);
        const profile = ctx.health.order(wallId, group);
        const clock = { receivedAt: now, sentAt: Date.now() };
        return {
          ok: true,
          group,
          name,
          ...(location ? { location } : {}),
          ...(screenshotRequest ? { screenshotRequest } : {}),
          ...(profile ? { profile } : {}),
          clock,
        } satisfies BeatReply;
      },
    );

    app.post<WallParams & { Body: ScreenshotPost }>(
      '/api/walls/:wallId/screenshot',
      {
        config: { tells: 'none' },
        bodyLimit: SCREENSHOT_BODY_LIMIT,
        schema: { params: wallParams, body: screenshotPostSchema },
        onRequest: [shots.byAddress, checkCredential, shots.byWall],
      },
      async (request, reply) => {
        const { wallId } = request.params;
        const [, contentType, base64] = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(request.body.image)!;
        const { requestId, width, height } = request.body;
        const image = Buffer.from(base64, 'base64');
        const saved = await ctx.db.transaction(async (tx) => {
          if (!(await saveScreenshot(tx, { wallId, requestId, contentType, image, width, height }))) return false;
          const actor = `墙面 ${request.wall!.name}（${wallId}）`;
          const detail = `请求 ${requestId}：${width}×${height}，${contentType}，${image.length} 字节`;
          await recordAudit(tx, { actor, action: 'wall.screenshot', target: wallId, detail, ip: request.ip });
          return true;
        });
        if (!saved) return sendError(reply, 409, '没有这个截图请求，或它已有截图', 'requestId');
        ctx.fleet.screenshotAnswered(wallId, requestId);
        // A screenshot asked for as a remote action is that action's answer.
        await answerAction(ctx.db, wallId, requestId, { ok: true, at: Date.now() });
        ctx.metrics.screenshotsReceived.inc();
        return { ok: true };
      },
    );
  };
}
