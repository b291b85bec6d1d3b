import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  groupCreateSchema,
  groupRenameSchema,
  type GroupCreateRequest,
  type GroupRenameRequest,
} from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import type { ReleasesContext } from '../releases';
import { createGroup, removeGroup, renameGroup } from './group-admin';
import { groupInfo } from './group-list';

const params = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
type GroupParams = { Params: { group: string } };

/** Creating (from an existing group), renaming and removing groups: admin, audited. */
export function groupAdminRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');
    const who = (request: { user: { username: string } | null; ip: string }) => ({
      actor: request.user!.username,
      ip: request.ip,
    });

    app.post<{ Body: GroupCreateRequest }>(
      '/api/groups',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 1024, schema: { body: groupCreateSchema } },
      async (request, reply) => {
        await createGroup(ctx, request.body, who(request));
        return reply.code(201).send(await groupInfo(ctx, request.body.group));
      },
    );

    app.patch<GroupParams & { Body: GroupRenameRequest }>(
      '/api/groups/:group',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 1024, schema: { params, body: groupRenameSchema } },
      async (request) => {
        await renameGroup(ctx, request.params.group, request.body.name, who(request));
        return groupInfo(ctx, request.params.group);
      },
    );

    app.delete<GroupParams>(
      '/api/groups/:group',
      { config: { tells: 'none' }, onRequest: admin, schema: { params } },
      async (request, reply) => {
        await removeGroup(ctx, request.params.group, who(request));
        return reply.code(204).send();
      },
    );
  };
}
