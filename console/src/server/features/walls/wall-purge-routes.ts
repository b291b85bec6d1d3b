import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireDuty } from '../../core/http/console-access';
import type { CoreContext } from '../../core/service-context';
import { PURGE_DAYS, purgeRetired, type PurgeTokens } from './wall-purge';

const purgeBody = Type.Object(
  { olderThanDays: Type.Integer({ minimum: PURGE_DAYS.min, maximum: PURGE_DAYS.max }) },
  { additionalProperties: false },
);

/** 清理 (系统管理员): retired walls and revoked tokens older than a number of days; what is live stays. */
export function wallPurgeRoutes(ctx: CoreContext, purgePublishTokens: PurgeTokens) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: Static<typeof purgeBody> }>(
      '/api/purge',
      {
        config: { tells: 'none' },
        onRequest: requireDuty(ctx, 'system'),
        bodyLimit: 1024,
        schema: { body: purgeBody },
      },
      async (request) =>
        purgeRetired(
          ctx.db,
          request.body.olderThanDays,
          { actor: request.user!.username, ip: request.ip },
          purgePublishTokens,
        ),
    );
  };
}
