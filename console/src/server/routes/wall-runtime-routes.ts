import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { manifestUrlOf } from '../releases/release-options';
import { versionFor } from '../releases/rollout-machine';
import { listReleases } from '../store/releases';
import { listRollouts } from '../store/rollouts';
import { groupSchedule } from '../store/schedules';
import { wallCredentialCheck, wallParams } from './wall-credential';

type WallParams = { Params: { wallId: string } };

/**
 * What a wall loads before its panels, answered for that wall: `remotes.json` (its group's settled versions, the
 * new version on a canary of a baking rollout) and `layouts.json` (its group's layouts). Read from the database
 * each time, so a step the engine or an operator has stored is what the next load gets.
 */
export function wallRuntimeRoutes(ctx: ServiceContext) {
  const { groups, options } = ctx.releases;
  return async (app: FastifyInstance): Promise<void> => {
    const onRequest = wallCredentialCheck(ctx);

    app.get<WallParams>('/api/walls/:wallId/remotes.json', { onRequest, schema: { params: wallParams } }, async (request, reply) => {
      const { group } = request.wall!;
      const [settled, live, releases] = await Promise.all([groups.versions(group), listRollouts(ctx.db, { live: true }), listReleases(ctx.db)]);
      const urls = new Map(releases.map((r) => [`${r.remote}@${r.version}`, r.manifestUrl]));
      const remotes: Record<string, string> = {};
      for (const [remote, version] of Object.entries(settled).sort()) {
        const runs = versionFor(live.find((r) => r.remote === remote && r.groups.includes(group)), group, request.params.wallId, version);
        remotes[remote] = urls.get(`${remote}@${runs}`) ?? manifestUrlOf(options, remote, runs) ?? `${remote}/${runs}/mf-manifest.json`;
      }
      // Walls fetch this at load: never from a cache, so a rollback reaches the next load.
      return reply.header('cache-control', 'no-store').send({ remotes });
    });

    app.get<WallParams>('/api/walls/:wallId/layouts.json', { onRequest, schema: { params: wallParams } }, async (request, reply) => {
      const group = request.wall!.group;
      const [{ pages }, stored] = await Promise.all([groups.layouts(group), groupSchedule(ctx.db, group)]);
      // The week travels with the layouts: the wall keeps both and applies the schedule by its own clock.
      return reply.header('cache-control', 'no-store').send(stored ? { pages, schedule: stored.schedule } : { pages });
    });
  };
}
