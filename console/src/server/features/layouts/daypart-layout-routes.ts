import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type LayoutVersionInfo, type PageLayout } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import { type ReleasesContext, mustBeActiveGroup } from '../releases';
import { Refusal } from '../../core/http/errors';
import { daypartVersion, listDaypartVersions } from './daypart-layouts';
import { commitDaypartLayout } from './layout-commits';
import { LAYOUT_BODY_LIMIT, checkedLayout, editStamp, pageId, restoreBody, versionNumber } from './layout-route-parts';

const pageFields = {
  group: Type.String({ pattern: WALL_ID_PATTERN }),
  daypart: Type.String({ minLength: 1, maxLength: 20 }),
  page: pageId,
};
const pageParams = Type.Object(pageFields, { additionalProperties: false });
const versionParams = Type.Object({ ...pageFields, version: versionNumber }, { additionalProperties: false });
/** `"0"` is the version of a page the daypart does not take over yet. */
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ pattern: '^"?(0|[1-9][0-9]{0,8})"?$' })) });
type Params = { group: string; daypart: string; page: string };
type PageRoute = { Params: Params; Headers: { 'if-match'?: string } };

/**
 * A daypart's layout of a page, with the page's own guarantees: a save names its base version (a stale one is refused),
 * every version is kept and restorable, and each write is audited with its diff in the same transaction.
 */
export function daypartLayoutRoutes(ctx: ReleasesContext) {
  const { groups } = ctx.releases;
  const path = '/api/groups/:group/dayparts/:daypart/layouts/:page';
  /** The page's own layout (a new takeover's starting point); a page the group lacks is refused. */
  const ownLayout = async ({ group, page }: Params): Promise<PageLayout> => {
    await mustBeActiveGroup(ctx, group);
    const own = (await groups.layouts(group)).pages[page];
    if (!own) throw new Refusal(400, `分组 ${group} 没有页面 ${page}`, 'page');
    return own;
  };
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');

    app.put<PageRoute & { Body: unknown }>(
      path,
      {
        config: { tells: { what: 'layouts', scope: 'group' } },
        onRequest: operator,
        bodyLimit: LAYOUT_BODY_LIMIT,
        schema: { params: pageParams, headers: ifMatch },
      },
      async (request) => {
        const own = await ownLayout(request.params);
        const layout = await checkedLayout(ctx, request.params.group, request.body);
        const stamp = editStamp(request);
        const { version } = await commitDaypartLayout(ctx.db, { ...request.params, layout, own, ...stamp });
        return { ...request.params, layout, version, updatedAt: stamp.at, updatedBy: stamp.by };
      },
    );

    app.get<PageRoute>(
      `${path}/versions`,
      { onRequest: requireRole(ctx, 'viewer'), schema: { params: pageParams } },
      async (request): Promise<LayoutVersionInfo[]> => {
        await mustBeActiveGroup(ctx, request.params.group);
        const { group, daypart, page } = request.params;
        return listDaypartVersions(ctx.db, group, daypart, page);
      },
    );

    app.post<{ Params: Params & { version: string }; Headers: { 'if-match'?: string }; Body: Record<string, never> }>(
      `${path}/versions/:version/restore`,
      {
        config: { tells: { what: 'layouts', scope: 'group' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: versionParams, headers: ifMatch, body: restoreBody },
      },
      async (request) => {
        const { group, daypart, page } = request.params;
        const restored = Number(request.params.version);
        const own = await ownLayout(request.params);
        const kept = await daypartVersion(ctx.db, group, daypart, page, restored);
        if (!kept)
          throw new Refusal(
            404,
            `时段「${daypart}」的页面 ${page} 没有第 ${restored} 版（或它已过旧而未保留）`,
            'version',
          );
        // The panels a kept version names may no longer run in the group: it is checked like any new save.
        const layout = await checkedLayout(ctx, group, kept);
        const stamp = editStamp(request);
        const { version } = await commitDaypartLayout(ctx.db, {
          group,
          daypart,
          page,
          layout,
          own,
          ...stamp,
          restoredFrom: restored,
        });
        return { group, daypart, page, layout, version, updatedAt: stamp.at, updatedBy: stamp.by };
      },
    );
  };
}
