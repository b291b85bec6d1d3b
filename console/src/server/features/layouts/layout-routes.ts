import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type LayoutTemplate, type LayoutVersionInfo } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import { type ReleasesContext, mustBeActiveGroup } from '../releases';
import { Refusal } from '../../core/http/errors';
import { pageTemplates } from './page-templates';
import { pageFitFault, groupCanvas } from '../canvas';
import { layoutVersion, listLayoutVersions } from './layout-versions';
import { commitPageLayout } from './layout-commits';
import { LAYOUT_BODY_LIMIT, checkedLayout, editStamp, pageId, restoreBody, versionNumber } from './layout-route-parts';

const pageFields = { group: Type.String({ pattern: WALL_ID_PATTERN }), page: pageId };
const pageParams = Type.Object(pageFields, { additionalProperties: false });
const versionParams = Type.Object({ ...pageFields, version: versionNumber }, { additionalProperties: false });
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ pattern: '^"?[1-9][0-9]{0,8}"?$' })) });
type PageRoute = { Params: { group: string; page: string }; Headers: { 'if-match'?: string } };

/** A page's layout: save (a stale version refused), its kept versions, and restoring one; each write audited with its diff. */
export function layoutRoutes(ctx: ReleasesContext) {
  const { groups } = ctx.releases;
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');

    app.put<PageRoute & { Body: unknown }>(
      '/api/groups/:group/layouts/:page',
      {
        config: { tells: { what: 'layouts', scope: 'group' } },
        onRequest: operator,
        bodyLimit: LAYOUT_BODY_LIMIT,
        schema: { params: pageParams, headers: ifMatch },
      },
      async (request) => {
        const { group, page } = request.params;
        await mustBeActiveGroup(ctx, group);
        await groups.ensure(group);
        const layout = await checkedLayout(ctx, group, request.body);
        const tooBig = pageFitFault(layout, (await groupCanvas(ctx.db, group))?.canvas);
        if (tooBig) throw new Refusal(400, tooBig, 'width');
        const stamp = editStamp(request);
        const { version } = await commitPageLayout(ctx.db, { group, page, layout, ...stamp });
        return { group, page, layout, version, updatedAt: stamp.at, updatedBy: stamp.by };
      },
    );

    app.get<{ Params: { page: string } }>(
      '/api/layout-templates/:page',
      {
        onRequest: requireRole(ctx, 'viewer'),
        schema: {
          params: Type.Object({ page: pageId }, { additionalProperties: false }),
        },
      },
      async (request): Promise<LayoutTemplate[]> =>
        pageTemplates(request.params.page, ctx.releases.options.defaultLayouts.pages),
    );

    app.get<PageRoute>(
      '/api/groups/:group/layouts/:page/versions',
      {
        onRequest: requireRole(ctx, 'viewer'),
        schema: { params: pageParams },
      },
      async (request): Promise<LayoutVersionInfo[]> => {
        await mustBeActiveGroup(ctx, request.params.group);
        return listLayoutVersions(ctx.db, request.params.group, request.params.page);
      },
    );

    app.post<{
      Params: { group: string; page: string; version: string };
      Headers: { 'if-match'?: string };
      Body: Record<string, never>;
    }>(
      '/api/groups/:group/layouts/:page/versions/:version/restore',
      {
        config: { tells: { what: 'layouts', scope: 'group' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: versionParams, headers: ifMatch, body: restoreBody },
      },
      async (request) => {
        const { group, page } = request.params;
        const restored = Number(request.params.version);
        await mustBeActiveGroup(ctx, group);
        const kept = await layoutVersion(ctx.db, group, page, restored);
        if (!kept) throw new Refusal(404, `页面 ${page} 没有第 ${restored} 版（或它已过旧而未保留）`, 'version');
        // The panels a kept version names may no longer run in the group: it is checked like any new save.
        const layout = await checkedLayout(ctx, group, kept);
        const stamp = editStamp(request);
        const { version } = await commitPageLayout(ctx.db, { group, page, layout, ...stamp, restoredFrom: restored });
        return { group, page, layout, version, updatedAt: stamp.at, updatedBy: stamp.by };
      },
    );
  };
}
