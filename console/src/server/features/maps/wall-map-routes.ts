import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { type WallsContext, wallCredentialCheck, wallRateLimits } from '../walls';
import { sendError } from '../../core/http/errors';
import { geoMapGeometry } from './maps-store';

const params = Type.Object(
  { wallId: Type.String({ pattern: WALL_ID_PATTERN }), id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);

/**
 * A map widget's geometry for a wall, under the wall's credential: `{version, geojson}` with the version as its ETag.
 * The wall asks again from time to time and gets a 304 while the map is the same (its browser and its offline
 * worker keep the body).
 */
export function wallMapRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const limits = wallRateLimits(app, 'map', ctx.limits.beatsPerAddress * 10, 120);
    const onRequest = [limits.byAddress, wallCredentialCheck(ctx), limits.byWall];
    app.get<{ Params: Static<typeof params> }>(
      '/api/walls/:wallId/maps/:id',
      { onRequest, schema: { params } },
      async (request, reply) => {
        const map = await geoMapGeometry(ctx.db, Number(request.params.id));
        if (!map) return sendError(reply, 404, '没有这个地图（它可能已被删除）', 'id');
        const etag = `"${map.version}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('application/json').send(`{"version":"${map.version}","geojson":${map.geometry}}`);
      },
    );
  };
}
