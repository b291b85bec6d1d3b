import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WALL_ID_PATTERN, type WallRefusal } from '@cockpit/protocol';
import type { WallsContext } from './walls-context';
import { sendError } from '../../core/http/errors';

export const wallParams = Type.Object(
  { wallId: Type.String({ pattern: WALL_ID_PATTERN }) },
  { additionalProperties: false },
);

const ADD_IT = '请在控制台「墙面 → 添加墙面」中输入这块屏显示的配对码';

export const WALL_REFUSALS: Record<WallRefusal['reason'], string> = {
  missing: `缺少墙面凭据（Authorization: Bearer <凭据>）：${ADD_IT}`,
  unknown: `墙面凭据不对：${ADD_IT}`,
  revoked: `这块屏的凭据已被吊销（重新配对）：${ADD_IT}`,
  retired: `这块屏已停用：${ADD_IT}`,
  'shared-key': `分组共享的墙钥匙（config.json 的 fleetKeys）已停用，不能再代表任何一块屏：每块屏都要有自己的凭据，${ADD_IT}`,
};

/**
 * An onRequest hook of every wall route: 401 {@link WallRefusal} without a live credential, 403 when the credential is
 * another wall's than the path's. Runs before the body is read, so nothing of a refused request is stored. Sets `request.wall`.
 */
export function wallCredentialCheck(ctx: WallsContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const verdict = await ctx.walls.check(request.headers.authorization);
    if (!verdict.ok)
      return reply
        .code(401)
        .send({ error: WALL_REFUSALS[verdict.reason], reason: verdict.reason } satisfies WallRefusal);
    const { wallId } = request.params as { wallId: string };
    if (verdict.wall.wallId !== wallId)
      return sendError(reply, 403, `这个凭据属于墙面 ${verdict.wall.wallId}，不能代表墙面 ${wallId}`);
    request.wall = verdict.wall;
    return undefined;
  };
}

/** An onRequest hook: 429 once `key(request)` has made `max` requests in the last minute. */
function limitBy(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string) {
  // One limiter per request is all the plugin's own hook runs; `createRateLimit` lets a route count by two keys.
  const limit = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', verdict.ttlInSeconds);
      return sendError(reply, 429, '请求太频繁，请稍后再试');
    }
    return undefined;
  };
}

/** Rate-limit hooks: one keyed by the caller's address (before the credential is checked), one by the credential's wall. */
export function wallRateLimits(app: FastifyInstance, name: string, perAddress: number, perWall: number) {
  return {
    byAddress: limitBy(app, perAddress, (r) => `${name}-ip:${r.ip}`),
    byWall: limitBy(app, perWall, (r) => `${name}:${r.wall?.wallId ?? ''}`),
  };
}
