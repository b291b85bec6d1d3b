import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { audit, requireRole, type ServiceContext } from '../context';
import { releaseInventory, rescanPublished } from '../releases/inventory';
import { createPublishToken } from '../store/publish-tokens';

/** A remote's name, as its published folder and its panel ids spell it. */
export const REMOTE_PATTERN = '^[a-z][a-z0-9_-]{0,39}$';

const newTokenSchema = Type.Object({ remote: Type.String({ pattern: REMOTE_PATTERN }) }, { additionalProperties: false });

/** The release inventory (viewer), a rescan of the published folder (operator), publish tokens (admin). */
export function releaseRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const { options } = ctx.releases;

    app.get('/api/releases', { onRequest: requireRole(ctx, 'viewer') }, async () => releaseInventory(ctx.db, ctx.fleet, options));

    app.post('/api/releases/rescan', { onRequest: requireRole(ctx, 'operator'), bodyLimit: 1024 }, async (request) => {
      const added = await rescanPublished(ctx.db, options);
      const names = added.map((r) => `${r.remote}@${r.version}`);
      await audit(ctx, request, 'release.rescan', options.publishedDir, names.length ? `新发现 ${names.join('、')}` : '没有新版本');
      return { added: names };
    });

    app.post<{ Body: Static<typeof newTokenSchema> }>('/api/publish-tokens', {
      onRequest: requireRole(ctx, 'admin'), bodyLimit: 1024, schema: { body: newTokenSchema },
    }, async (request) => {
      const token = await createPublishToken(ctx.db, { remote: request.body.remote, createdBy: request.user!.username });
      await audit(ctx, request, 'publish-token.create', token.remote, `id ${token.id}`);
      // The secret is in this reply only; the database keeps its hash.
      return token;
    });
  };
}
