import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BEAT_MAX_BYTES, SCREENSHOT_MAX_BYTES, WALL_ID_PATTERN, beatSchema, screenshotPostSchema,
  type BeatReply, type ScreenshotPost, type WallBeat,
} from '../../protocol';
import type { ServiceContext } from '../context';
import { sendError } from '../errors';
import { saveScreenshot } from '../store/screenshots';

/** The screenshot's data URL may be 2 MB; the JSON around it (request id, sizes, quotes) gets 16 KB more. */
export const SCREENSHOT_BODY_LIMIT = SCREENSHOT_MAX_BYTES + 16 * 1024;

export const wallParams = Type.Object({ wallId: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type WallParams = { Params: { wallId: string } };

const KEY_REFUSALS = { missing: '缺少墙钥匙（Authorization: Bearer <钥匙>）', unknown: '墙钥匙不对', revoked: '这把墙钥匙已被吊销' };

/** An onRequest hook: 401 without a live wall key; sets `request.wallKey`. */
export function wallKeyCheck(ctx: ServiceContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verdict = await ctx.keys.check(request.headers.authorization);
    if (!verdict.ok) return void sendError(reply, 401, KEY_REFUSALS[verdict.reason]);
    request.wallKey = verdict.key;
  };
}

/** The routes a wall calls with its wall key: its beat and its screenshots, nothing else. */
export function wallRoutes(ctx: ServiceContext) {
  const checkKey = wallKeyCheck(ctx);

  return async (app: FastifyInstance): Promise<void> => {
    app.post<WallParams & { Body: WallBeat }>('/api/walls/:wallId/beat', {
      bodyLimit: BEAT_MAX_BYTES,
      schema: { params: wallParams, body: beatSchema },
      config: {
        rateLimit: { max: ctx.beatsPerMinute, timeWindow: 60_000, keyGenerator: (r: FastifyRequest) => `beat:${(r.params as { wallId: string }).wallId}` },
      },
      onRequest: checkKey,
    }, async (request, reply) => {
      const { wallId } = request.params;
      const beat = request.body;
      if (beat.group !== request.wallKey!.group) return sendError(reply, 403, `这把墙钥匙只属于分组 ${request.wallKey!.group}`, 'group');
      if (!ctx.fleet.accepts(wallId)) return sendError(reply, 503, '大屏数量已达上限');
      const now = Date.now();
      ctx.fleet.recordBeat(wallId, beat, now);
      ctx.metrics.countBeat(beat.group);
      const screenshotRequest = ctx.fleet.pendingScreenshot(wallId, now);
      return { ok: true, ...(screenshotRequest ? { screenshotRequest } : {}) } satisfies BeatReply;
    });

    app.post<WallParams & { Body: ScreenshotPost }>('/api/walls/:wallId/screenshot', {
      bodyLimit: SCREENSHOT_BODY_LIMIT,
      schema: { params: wallParams, body: screenshotPostSchema },
      onRequest: checkKey,
    }, async (request, reply) => {
      const { wallId } = request.params;
      const wall = ctx.fleet.walls.get(wallId);
      if (!wall || wall.group !== request.wallKey!.group) return sendError(reply, 403, '这把墙钥匙不能为这块屏上传截图');
      const [, contentType, base64] = /^data:(image\/[a-z]+);base64,(.*)$/s.exec(request.body.image)!;
      const { requestId, width, height } = request.body;
      const saved = await saveScreenshot(ctx.db, { wallId, requestId, contentType, image: Buffer.from(base64, 'base64'), width, height });
      if (!saved) return sendError(reply, 409, '没有这个截图请求，或它已有截图', 'requestId');
      ctx.fleet.screenshotAnswered(wallId, requestId);
      ctx.metrics.screenshotsReceived.inc();
      return { ok: true };
    });
  };
}
