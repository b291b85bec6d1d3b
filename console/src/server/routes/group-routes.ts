import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WALL_ID_PATTERN, type GroupInfo, type GroupLayouts, type PanelChoice } from '../../protocol';
import { audit, requireRole, type ServiceContext } from '../context';
import { isOnline } from '../domain/wall-state';
import { Refusal } from '../errors';
import { checkPageLayout } from '../releases/layout-check';
import { isPanelModule } from '../releases/panel-names';
import { allGroupVersions, knownGroups, saveGroupLayout } from '../store/groups';

/** A page layout is at most 48 slots of a few hundred bytes. */
const LAYOUT_BODY_LIMIT = 64 * 1024;

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
const pageParams = Type.Object(
  { group: Type.String({ pattern: WALL_ID_PATTERN }), page: Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }) },
  { additionalProperties: false },
);
type GroupParams = { Params: { group: string } };

/** 404 for a group the service has never heard of (no settled version, no wall). */
export async function mustKnowGroup(ctx: ServiceContext, group: string): Promise<void> {
  const known = (await knownGroups(ctx.db)).includes(group) || [...ctx.fleet.walls.values()].some((w) => w.group === group);
  if (!known) throw new Refusal(404, `没有分组 ${group}`, 'group');
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

    app.put<{ Params: { group: string; page: string }; Body: unknown }>('/api/groups/:group/layouts/:page', {
      onRequest: requireRole(ctx, 'operator'), bodyLimit: LAYOUT_BODY_LIMIT, schema: { params: pageParams },
    }, async (request) => {
      const { group, page } = request.params;
      await mustKnow(group);
      const current = await groups.layouts(group);
      if (!current.pages[page]) throw new Refusal(404, `分组 ${group} 没有页面 ${page}`, 'page');
      const layout = await checkPageLayout(request.body, await groups.versions(group), exposes);
      const at = Date.now();
      await saveGroupLayout(ctx.db, { group, page, layout, by: request.user!.username, at });
      await audit(ctx, request, 'layout.update', `${group}/${page}`, `${layout.slots.length} 个槽位：${layout.slots.map((s) => s.id).join('、')}`);
      return { group, page, layout, updatedAt: at, updatedBy: request.user!.username };
    });
  };
}
