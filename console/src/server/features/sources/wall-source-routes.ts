import { type WallsContext, wallCredentialCheck, wallRateLimits } from '../walls';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SOURCE_NAME_PATTERN } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import type { SourcesContext } from './sources-context';
import { sendError } from '../../core/http/errors';

const params = Type.Object(
  {
    wallId: Type.String({ pattern: WALL_ID_PATTERN }),
    id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
    name: Type.String({ pattern: SOURCE_NAME_PATTERN }),
  },
  { additionalProperties: false },
);

/**
 * What a wall's widget shows: a mapping's last good value from the service's store (never the upstream), stale with
 * its reason when the fetch or the mapping failed since. A short private cache: a wall with a stream is pushed each
 * change and reads only now and then; one without asks every half interval.
 */
export function wallSourceRoutes(ctx: SourcesContext & WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    // A widget asks at most every 5 s (the shortest interval): 30 widgets a wall stay under these.
    const limits = wallRateLimits(app, 'source', ctx.limits.beatsPerAddress * 20, 600);
    const onRequest = [limits.byAddress, wallCredentialCheck(ctx), limits.byWall];
    app.get<{ Params: Static<typeof params> }>(
      '/api/walls/:wallId/sources/:id/:name',
      { onRequest, schema: { params } },
      async (request, reply) => {
        const { id, name } = request.params;
        const reading = await ctx.sources.readings.read(Number(id), name);
        if (!reading) return sendError(reply, 404, '没有这个数据源或映射', 'name');
        return reply.header('cache-control', 'private, max-age=1').send(reading);
      },
    );
  };
}
