import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type LayoutVersionInfo, type PageLayout } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import { type ReleasesContext, checkOnEvery, versionSets, mustBeActiveGroup } from '../releases';
import { Refusal } from '../../core/http/errors';
import { checkPageLayout } from './layout-check';
import { daypartVersion, listDaypartVersions } from './daypart-layouts';
import { commitDaypartLayout } from './layout-commits';

/** A page layout is at most 48 slots of a few hundred bytes. */
const LAYOUT_BODY_LIMIT = 64 * 1024;

const pageFields = {
  group: Type.String({ pattern: WALL_ID_PATTERN }),
  daypart: Type.String({ minLength: 1, maxLength: 20 }),
  page: Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }),
};
const pageParams = Type.Object(pageFields, { additionalProperties: false });
const versionParams = Type.Object(
  { ...pageFields, version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
/** `"0"` is the version of a page the daypart does not take over yet. */
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ pattern: '^"?(0|[1-9][0-9]{0,8})"?$' })) });
type Params = { group: string; daypart: string; page: string };
type PageRoute = { Params: Params; Headers: { 'if-match'?: string } };

const baseVersion = (request: FastifyRequest<PageRoute>): number | undefined => {
  const header = request.headers['if-match'];
  return header === undefined ? undefined : Number(header.replaceAll('"', ''));
};

/**
 * A daypart's layout of a page, with the page's own guarantees: a save names its base version (a stale one is refused),
 * every version is kept and restorable, and each write is audited with its diff in the same transaction.
 */
export function daypartLayoutRoutes(ctx: ReleasesContext) {
  const { groups, exposes } = ctx.releases;
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
        // Checked against every live rollout's new version too: a promote must not break a daypart's slot.
        const layout = await checkOnEvery(await versionSets(ctx, request.params.group), (versions) =>
          checkPageLayout(request.body, versions, exposes),
        );
        const at = Date.now();
        const by = request.user!.username;
        const { version } = await commitDaypartLayout(ctx.db, {
          ...request.params,
          layout,
          own,
          by,
          ip: request.ip,
          at,
          baseVersion: baseVersion(request),
        });
        return { ...request.params, layout, version, updatedAt: at, updatedBy: by };
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
        schema: { params: versionParams, headers: ifMatch, body: Type.Object({}, { additionalProperties: false }) },
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
        const layout = await checkOnEvery(await versionSets(ctx, group), (versions) =>
          checkPageLayout(kept, versions, exposes),
        );
        const at = Date.now();
        const by = request.user!.username;
        const base = baseVersion(request);
        const { version } = await commitDaypartLayout(ctx.db, {
          group,
          daypart,
          page,
          layout,
          own,
          by,
          ip: request.ip,
          at,
          baseVersion: base,
          restoredFrom: restored,
        });
        return { group, daypart, page, layout, version, updatedAt: at, updatedBy: by };
      },
    );
  };
}
