import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REMOTE_PATTERN } from '../../protocol';
import { audit, requireRole, type ServiceContext } from '../context';
import { sendError } from '../errors';
import { createPublishToken, listPublishTokens, revokePublishToken } from '../store/publish-tokens';

const newTokenSchema = Type.Object({ remote: Type.String({ pattern: REMOTE_PATTERN }) }, { additionalProperties: false });
const tokenParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });

/** Publish tokens, one per team and remote: administrators list, create (secret shown once) and revoke them. */
export function publishTokenRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');

    app.get('/api/publish-tokens', { onRequest: admin }, async () => listPublishTokens(ctx.db));

    app.post<{ Body: Static<typeof newTokenSchema> }>('/api/publish-tokens', {
      onRequest: admin, bodyLimit: 1024, schema: { body: newTokenSchema },
    }, async (request) => {
      const token = await createPublishToken(ctx.db, { remote: request.body.remote, createdBy: request.user!.username });
      await audit(ctx, request, 'publish-token.create', token.remote, `id ${token.id}`);
      // The secret is in this reply only; the database keeps its hash.
      return token;
    });

    app.delete<{ Params: { id: string } }>('/api/publish-tokens/:id', {
      onRequest: admin, schema: { params: tokenParams },
    }, async (request, reply) => {
      const token = await revokePublishToken(ctx.db, Number(request.params.id));
      if (!token) return sendError(reply, 404, '没有这个发布令牌', 'id');
      await audit(ctx, request, 'publish-token.revoke', token.remote, `id ${token.id}`);
      return token;
    });
  };
}
