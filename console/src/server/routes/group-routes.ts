import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WALL_ID_PATTERN, type GroupInfo, type GroupLayouts, type PanelChoice } from '../../protocol';
import { requireRole, type ServiceContext } from '../context';
import { isOnline } from '../domain/wall-state';
import { Refusal } from '../errors';
import { isPanelModule } from '../releases/panel-names';
import { allGroupVersions, knownGroups } from '../store/groups';

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type GroupParams = { Params: { group: string } };

/** 404 for a group the service has never heard of (no wall key, no settled version, no wall). */
export async function mustKnowGroup(ctx: ServiceContext, group: string): Promise<void> {
  const known = (await knownGroups(ctx.db)).includes(group) || [...ctx.fleet.walls.values()].some((w) => w.group === group);
  if (!known) throw new Refusal(404, `没有分组 ${group}（它既没有墙钥匙，也没有墙面）`, 'group');
}

/** Groups, their settled versions and their page layouts (viewer reads, operator edits). */
export function groupRoutes(ctx: ServiceContext) {
  const { groups, exposes } = ctx.releases;
  const mustKnow = (group: string) => mustKnowGroup(ctx, group);

  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');

    app.get('/api/groups', { onRequest: viewer }, async (): Promise<GroupInfo[]> => {
      const now = Date.now();
      const names = new Set([...(await knownGroups(ctx.db)), ...[...ctx.fleet.walls.values()].map((w) => w.group)]);
      for (const group of names) await groups.ensure(group);
      const versions = await allGroupVersions(ctx.db);
      const walls = [...ctx.fleet.walls.values()];
      return [...names].sort().map((group) => {
        const own = walls.filter((w) => w.group === group);
        return { group, versions: versions.get(group) ?? {}, walls: own.length, online: own.filter((w) => isOnline(w, now)).length };
      });
    });

    app.get<GroupParams>('/api/groups/:group/layouts', { onRequest: viewer, schema: { params: groupParams } }, async (request): Promise<GroupLayouts> => {
      await mustKnow(request.params.group);
      return { group: request.params.group, ...(await groups.layouts(request.params.group)) };
    });

    app.get<GroupParams>('/api/groups/:group/panels', { onRequest: viewer, schema: { params: groupParams } }, async (request): Promise<PanelChoice[]> => {
      await mustKnow(request.params.group);
      const versions = await groups.versions(request.params.group);
      const choices = await Promise.all(Object.entries(versions).sort().map(async ([remote, version]) =>
        ((await exposes.exposes(remote, version)) ?? []).filter(isPanelModule).map((name) => ({ id: `${remote}/${name}`, remote }))));
      return choices.flat();
    });
  };
}
