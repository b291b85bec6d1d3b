import { type WallsContext, wallCredentialCheck, wallParams } from '../walls';
import type { FastifyInstance } from 'fastify';
import type { ReleasesContext } from '../releases';
import { groupManifest } from './group-manifest';
import { groupCanvas } from '../canvas';
import { groupSchedule } from '../schedules';

type WallParams = { Params: { wallId: string } };

/**
 * What a wall loads before its panels, answered for that wall: `remotes.json` (its group's settled versions, the
 * new version on a canary of a baking rollout) and `layouts.json` (its group's layouts). Read from the database
 * each time, so a step the engine or an operator has stored is what the next load gets.
 */
export function wallRuntimeRoutes(ctx: ReleasesContext & WallsContext) {
  const { groups } = ctx.releases;
  return async (app: FastifyInstance): Promise<void> => {
    const onRequest = wallCredentialCheck(ctx);

    app.get<WallParams>(
      '/api/walls/:wallId/remotes.json',
      { onRequest, schema: { params: wallParams } },
      async (request, reply) => {
        const remotes = await groupManifest(ctx, request.wall!.group, request.params.wallId);
        // Walls fetch this at load: never from a cache, so a rollback reaches the next load.
        return reply.header('cache-control', 'no-store').send({ remotes });
      },
    );

    app.get<WallParams>(
      '/api/walls/:wallId/layouts.json',
      { onRequest, schema: { params: wallParams } },
      async (request, reply) => {
        const group = request.wall!.group;
        const [{ pages }, stored, shape] = await Promise.all([
          groups.layouts(group),
          groupSchedule(ctx.db, group),
          groupCanvas(ctx.db, group),
        ]);
        // The week travels with the layouts: the wall keeps both and applies the schedule by its own clock.
        // So does the group's canvas, with the tile this wall shows of it.
        const tile = shape?.tileWalls[request.params.wallId];
        const canvas = shape ? { canvas: shape.canvas, ...(tile ? { tile } : {}) } : {};
        return reply
          .header('cache-control', 'no-store')
          .send(stored ? { pages, schedule: stored.schedule, ...canvas } : { pages, ...canvas });
      },
    );
  };
}
