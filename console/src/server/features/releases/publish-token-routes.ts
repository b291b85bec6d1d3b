import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REMOTE_PATTERN } from '../../../protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { ReleasesContext } from './releases-context';
import { Refusal } from '../../core/http/errors';
import { createPublishToken, listPublishTokens, revokePublishToken } from './publish-tokens';

const newTokenSchema = Type.Object(
  { remote: Type.String({ pattern: REMOTE_PATTERN }) },
  { additionalProperties: false },
);
const tokenParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });

/** Publish tokens, one per team and remote: administrators list, create (secret shown once) and revoke them. */
export function publishTokenRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');

    app.get('/api/publish-tokens', { onRequest: admin }, async () => listPublishTokens(ctx.db));

    app.post<{ Body: Static<typeof newTokenSchema> }>(
      '/api/publish-tokens',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 1024, schema: { body: newTokenSchema } },
      async (request) => {
        // The secret is in this reply only; the database keeps its hash.
        return audited(
          ctx,
          request,
          (token: { id: number; remote: string }) => ({
            action: 'publish-token.create',
            target: token.remote,
            detail: `id ${token.id}`,
          }),
          (tx) => createPublishToken(tx, { remote: request.body.remote, createdBy: request.user!.username }),
        );
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/api/publish-tokens/:id',
      { config: { tells: 'none' }, onRequest: admin, schema: { params: tokenParams } },
      async (request) =>
        audited(
          ctx,
          request,
          (token: { id: number; remote: string }) => ({
            action: 'publish-token.revoke',
            target: token.remote,
            detail: `id ${token.id}`,
          }),
          async (tx) => {
            const token = await revokePublishToken(tx, Number(request.params.id));
            if (!token) throw new Refusal(404, '没有这个发布令牌', 'id');
            return token;
          },
        ),
    );
  };
}
