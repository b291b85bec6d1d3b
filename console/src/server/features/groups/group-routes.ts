import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type GroupInfo, type GroupLayouts, type GroupRemotes, type PanelChoice } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import { type ReleasesContext, type ReleasePanels, mustBeActiveGroup } from '../releases';
import { isPanelModule } from '../layouts';
import { groupInfos } from './group-list';
import { groupManifest } from './group-manifest';

const groupParams = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type GroupParams = { Params: { group: string } };

/** Groups, their settled versions and their page layouts (viewer reads, operator edits). */
/** The library's entries of one remote's version: each panel with the minimum its build declares. */
const choicesOf = (remote: string, panels: ReleasePanels | undefined): PanelChoice[] =>
  (panels?.exposes ?? []).filter(isPanelModule).map((name) => {
    const minSize = panels?.minSizes[name];
    return { id: `${remote}/${name}`, remote, ...(minSize ? { minSize } : {}) };
  });

export function groupRoutes(ctx: ReleasesContext) {
  const { groups, exposes } = ctx.releases;
  const mustKnow = (group: string) => mustBeActiveGroup(ctx, group);

  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');

    app.get('/api/groups', { onRequest: viewer }, (): Promise<GroupInfo[]> => groupInfos(ctx));

    app.get<GroupParams>(
      '/api/groups/:group/layouts',
      { onRequest: viewer, schema: { params: groupParams } },
      async (request): Promise<GroupLayouts> => {
        await mustKnow(request.params.group);
        return { group: request.params.group, ...(await groups.layouts(request.params.group)) };
      },
    );

    // The builds the group's walls settle on: the console hands them to its previews (which hold no wall credential).
    app.get<GroupParams>(
      '/api/groups/:group/remotes',
      { onRequest: viewer, schema: { params: groupParams } },
      async (request): Promise<GroupRemotes> => {
        await mustKnow(request.params.group);
        return { group: request.params.group, remotes: await groupManifest(ctx, request.params.group) };
      },
    );

    app.get<GroupParams>(
      '/api/groups/:group/panels',
      { onRequest: viewer, schema: { params: groupParams } },
      async (request): Promise<PanelChoice[]> => {
        await mustKnow(request.params.group);
        const versions = await groups.versions(request.params.group);
        const choices = await Promise.all(
          Object.entries(versions)
            .sort()
            .map(async ([remote, version]) => choicesOf(remote, await exposes.panels(remote, version))),
        );
        return choices.flat();
      },
    );
  };
}
