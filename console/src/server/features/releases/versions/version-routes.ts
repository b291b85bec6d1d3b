import type { FastifyInstance } from 'fastify';
import {
  remoteParamsSchema,
  versionRollbackSchema,
  versionSwitchSchema,
  type VersionRollbackRequest,
  type VersionSwitchRequest,
} from '../../../../protocol';
import { requireRole } from '../../../core/http/console-access';
import type { ReleasesContext } from '../releases-context';
import { rollbackVersion, switchVersion } from './version-service';

type RemoteParams = { Params: { remote: string } };

/** `npm run remote -- use|rollback` through the service: an operator's immediate, audited switch of a remote's version. */
export function versionRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');
    const who = (request: { user: { username: string } | null; ip: string }) => ({
      actor: request.user!.username,
      ip: request.ip,
    });

    app.put<RemoteParams & { Body: VersionSwitchRequest }>(
      '/api/remotes/:remote/version',
      {
        config: { tells: { what: 'remotes', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: remoteParamsSchema, body: versionSwitchSchema },
      },
      (request) => switchVersion(ctx, request.params.remote, request.body, who(request)),
    );

    app.post<RemoteParams & { Body: VersionRollbackRequest }>(
      '/api/remotes/:remote/rollback',
      {
        config: { tells: { what: 'remotes', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: remoteParamsSchema, body: versionRollbackSchema },
      },
      (request) => rollbackVersion(ctx, request.params.remote, request.body, who(request)),
    );
  };
}
