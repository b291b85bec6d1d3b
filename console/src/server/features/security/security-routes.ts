import type { FastifyInstance } from 'fastify';
import { securityPolicySchema, type SecurityPolicy, type SecurityPolicyView } from '../../../protocol/security';
import { audited } from '../audit';
import { readPolicy, writePolicy } from './policy-store';
import { requireSecuritySettingsRole } from './security-access';
import type { SecurityContext } from './security-context';

/** 安全设置: the password, lockout, second-factor and session policy. */
export function securityRoutes(ctx: SecurityContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const guard = requireSecuritySettingsRole(ctx);

    app.get('/api/security/settings', { onRequest: guard }, async (): Promise<SecurityPolicyView> =>
      readPolicy(ctx.db),
    );

    app.put<{ Body: SecurityPolicy }>(
      '/api/security/settings',
      {
        config: { tells: 'none' },
        onRequest: guard,
        bodyLimit: 4096,
        schema: { body: securityPolicySchema },
      },
      async (request): Promise<SecurityPolicyView> => {
        await audited(
          ctx,
          request,
          (detail: string) => ({ action: 'security.settings', target: '安全设置', detail }),
          (tx) => writePolicy(tx, request.body, request.user!.username),
        );
        ctx.security.invalidate();
        return readPolicy(ctx.db);
      },
    );
  };
}
