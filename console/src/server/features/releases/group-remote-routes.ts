import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REMOTE_PATTERN } from '../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import type { ReleasesContext } from './releases-context';
import { addGroupRemote } from './group-remotes';
import { mustBeActiveGroup } from './active-groups';

const params = Type.Object({ group: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false });
const addSchema = Type.Object(
  { remote: Type.String({ pattern: REMOTE_PATTERN }), version: Type.String({ minLength: 5, maxLength: 64 }) },
  { additionalProperties: false },
);

/** `POST /api/groups/:group/remotes` (operator): a group starts loading a remote it does not run yet. */
export function groupRemoteRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Params: { group: string }; Body: Static<typeof addSchema> }>(
      '/api/groups/:group/remotes',
      {
        config: { tells: { what: 'remotes', scope: 'group' } },
        onRequest: requireRole(ctx, 'operator'),
        bodyLimit: 1024,
        schema: { params, body: addSchema },
      },
      async (request, reply) => {
        await mustBeActiveGroup(ctx, request.params.group);
        const added = await addGroupRemote(
          ctx,
          { group: request.params.group, ...request.body },
          { actor: request.user!.username, ip: request.ip },
        );
        return reply.code(201).send(added);
      },
    );
  };
}
