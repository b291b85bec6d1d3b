// Fixture publish tokens for the console preview (preview-server.ts): never demo data, never a test's truth.
import type { FastifyInstance } from 'fastify';
import type { PublishTokenInfo } from '../../protocol/releases';

/** `GET/POST /api/publish-tokens`, `DELETE /api/publish-tokens/:id` on an in-memory list. */
export function addPublishTokenRoutes(app: FastifyInstance, started: number): void {
  const tokens: PublishTokenInfo[] = [
    { id: 2, remote: 'acme', createdAt: started - 2 * 86400_000, createdBy: 'admin', lastUsedAt: started - 3600_000 },
    {
      id: 1,
      remote: 'teams',
      createdAt: started - 9 * 86400_000,
      createdBy: 'admin',
      revokedAt: started - 4 * 86400_000,
    },
  ];
  app.get('/api/publish-tokens', async () => tokens);
  app.post<{ Body: { remote: string } }>('/api/publish-tokens', async (request) => {
    const token = { id: tokens.length + 1, remote: request.body.remote, createdAt: Date.now(), createdBy: 'admin' };
    tokens.unshift(token);
    return { ...token, secret: 'cpt_preview_3b8e1d5a7c9f0e2d4b6a8c1e3f5d7b9a' };
  });
  app.delete<{ Params: { id: string } }>('/api/publish-tokens/:id', async (request, reply) => {
    const token = tokens.find((t) => t.id === Number(request.params.id));
    if (!token) return reply.code(404).send({ error: '没有这个发布令牌', field: 'id' });
    token.revokedAt ??= Date.now();
    return token;
  });
}
