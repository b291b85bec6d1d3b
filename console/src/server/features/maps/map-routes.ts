import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { GEO_MAP_MAX_BYTES, GEO_MAP_NAME_PATTERN } from '../../../protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import { Refusal } from '../../core/http/errors';
import type { CoreContext } from '../../core/service-context';
import { prepareGeoMap } from './map-upload';
import { deleteGeoMap, findGeoMap, geoMapGeometry, listGeoMaps, putGeoMap } from './maps-store';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
const uploadQuery = Type.Object(
  {
    name: Type.String({ pattern: GEO_MAP_NAME_PATTERN }),
    nameProperty: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  },
  { additionalProperties: false },
);
type Id = Static<typeof idParams>;

/**
 * The institution's maps: everyone signed in lists them; an administrator uploads GeoJSON (checked, simplified for
 * the walls, replacing the map of the same name) and deletes one. The file is the body itself (`application/geo+json`
 * or `application/json`), refused past 5 MB by its length before it is read.
 */
export function mapRoutes(ctx: CoreContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');
    const admin = requireRole(ctx, 'admin');
    // The file is judged as text here, so its faults are said in words (fastify's JSON parser would only say "not JSON").
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      ['application/json', 'application/geo+json'],
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const exists = async (id: string) => {
      const map = await findGeoMap(ctx.db, Number(id));
      if (!map) throw new Refusal(404, '没有这个地图', 'id');
      return map;
    };

    app.get('/api/maps', { onRequest: viewer }, async () => listGeoMaps(ctx.db));

    app.get<{ Params: Id }>('/api/maps/:id', { onRequest: viewer, schema: { params: idParams } }, async (request) => {
      const map = await exists(request.params.id);
      const stored = await geoMapGeometry(ctx.db, map.id);
      return { ...map, geojson: JSON.parse(stored!.geometry) as Record<string, unknown> };
    });

    app.post<{ Querystring: Static<typeof uploadQuery>; Body: string }>(
      '/api/maps',
      {
        config: { tells: { what: 'sources', scope: 'all' } },
        onRequest: admin,
        bodyLimit: GEO_MAP_MAX_BYTES,
        schema: { querystring: uploadQuery, body: Type.String({ minLength: 1 }) },
      },
      async (request, reply) => {
        const { name, nameProperty } = request.query;
        const prepared = prepareGeoMap(request.body, name, nameProperty, request.user!.username);
        if (!prepared.ok) throw new Refusal(400, prepared.error, 'body');
        const { record } = prepared;
        const stored = await audited(
          ctx,
          request,
          (made: { id: number; replaced: boolean }) => ({
            action: made.replaced ? 'map.replace' : 'map.create',
            target: name,
            detail: `id ${made.id}，${record.regions.length} 个区域，顶点 ${record.verticesBefore} → ${record.verticesAfter}，版本 ${record.version}`,
          }),
          (tx) => putGeoMap(tx, record),
        );
        return reply.code(stored.replaced ? 200 : 201).send(await findGeoMap(ctx.db, stored.id));
      },
    );

    app.delete<{ Params: Id }>(
      '/api/maps/:id',
      { config: { tells: { what: 'sources', scope: 'all' } }, onRequest: admin, schema: { params: idParams } },
      async (request) => {
        const map = await exists(request.params.id);
        await audited(
          ctx,
          request,
          { action: 'map.delete', target: map.name, detail: `id ${map.id}，版本 ${map.version}` },
          async (tx) => {
            if (!(await deleteGeoMap(tx, map.id))) throw new Refusal(404, '没有这个地图', 'id');
          },
        );
        return { deleted: map.id };
      },
    );
  };
}
