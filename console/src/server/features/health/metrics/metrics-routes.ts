import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../../core/http/console-access';
import type { HealthContext } from '../health-context';
import { sendError } from '../../../core/http/errors';
import { withAudit } from '../../audit';
import { isMetricsToken, revokeMetricsToken, rotateMetricsToken } from './metrics-token';

/** `GET /metrics` for the scraper only: `Authorization: Bearer <scrape token>` (Prometheus `authorization` in scrape_configs). */
export function metricsRoutes(ctx: HealthContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.get(
      '/metrics',
      {
        onRequest: async (request, reply) => {
          if (await isMetricsToken(ctx.db, request.headers.authorization)) return;
          return sendError(
            reply.header('www-authenticate', 'Bearer realm="cockpit-metrics"'),
            401,
            '需要指标令牌（Authorization: Bearer <令牌>），由管理员在控制台或命令行生成',
          );
        },
      },
      async (_request, reply) =>
        reply.type(ctx.metrics.registry.contentType).send(await ctx.metrics.registry.metrics()),
    );
  };
}

/** The scrape token (admin): made or rotated (the secret in this reply only), or revoked; each audited. */
export function metricsTokenRoutes(ctx: HealthContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');
    const entry = (actor: string, ip: string, action: string) => ({ actor, ip, action, target: '/metrics' });

    app.post(
      '/api/metrics-token',
      {
        config: { tells: 'none' },
        onRequest: admin,
        bodyLimit: 1024,
        schema: { body: Type.Object({}, { additionalProperties: false }) },
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => {
        const secret = await withAudit(
          ctx.db,
          entry(request.user!.username, request.ip, 'metrics-token.rotate'),
          rotateMetricsToken,
        );
        return { secret };
      },
    );

    app.delete('/api/metrics-token', { config: { tells: 'none' }, onRequest: admin }, async (request, reply) => {
      const revoked = await withAudit(
        ctx.db,
        entry(request.user!.username, request.ip, 'metrics-token.revoke'),
        revokeMetricsToken,
      );
      return revoked ? { ok: true } : sendError(reply, 404, '当前没有指标令牌');
    });
  };
}
