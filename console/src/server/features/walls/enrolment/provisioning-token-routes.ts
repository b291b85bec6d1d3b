import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  provisioningTokenRequestSchema,
  type ProvisioningTokenInfo,
  type ProvisioningTokenRequest,
} from '@cockpit/protocol';
import { requireRole } from '../../../core/http/console-access';
import type { WallsContext } from '../walls-context';
import { recordAudit } from '../../audit';
import { Refusal } from '../../../core/http/errors';
import { createProvisioningToken, listProvisioningTokens, revokeProvisioningToken } from './provisioning-tokens';

const tokenParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });
const HOUR_MS = 60 * 60_000;

/** Provisioning tokens for unattended installs: administrators only, each write audited, the secret shown once. */
export function provisioningTokenRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');

    app.get('/api/provisioning-tokens', { onRequest: admin }, async (): Promise<ProvisioningTokenInfo[]> =>
      listProvisioningTokens(ctx.db),
    );

    app.post<{ Body: ProvisioningTokenRequest }>(
      '/api/provisioning-tokens',
      {
        config: { tells: 'none' },
        onRequest: admin,
        bodyLimit: 4096,
        schema: { body: provisioningTokenRequestSchema },
      },
      async (request) => {
        const { group, label, expiresInHours, maxUses } = request.body;
        if (!(await ctx.knownGroups()).includes(group))
          throw new Refusal(400, `没有分组 ${group}：请先创建它`, 'group');
        const now = Date.now();
        const token = await ctx.db.transaction(async (tx) => {
          const created = await createProvisioningToken(
            tx,
            { group, label, expiresAt: now + expiresInHours * HOUR_MS, maxUses, createdBy: request.user!.username },
            now,
          );
          await recordAudit(tx, {
            actor: request.user!.username,
            ip: request.ip,
            action: 'provisioning-token.create',
            target: `#${created.id}（${label}）`,
            detail: `分组 ${group}；${expiresInHours} 小时内有效；最多 ${maxUses} 块屏`,
          });
          return created;
        });
        // The secret is in this reply only; the database keeps its hash.
        return token;
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/api/provisioning-tokens/:id',
      { config: { tells: 'none' }, onRequest: admin, schema: { params: tokenParams } },
      async (request) => {
        const token = await ctx.db.transaction(async (tx) => {
          const revoked = await revokeProvisioningToken(tx, Number(request.params.id), Date.now());
          if (!revoked) throw new Refusal(404, '没有这个安装令牌', 'id');
          await recordAudit(tx, {
            actor: request.user!.username,
            ip: request.ip,
            action: 'provisioning-token.revoke',
            target: `#${revoked.id}（${revoked.label}）`,
            detail: `分组 ${revoked.group}；已用 ${revoked.uses}/${revoked.maxUses} 次`,
          });
          return revoked;
        });
        return token;
      },
    );
  };
}
