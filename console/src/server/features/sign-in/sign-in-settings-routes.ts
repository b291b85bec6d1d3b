import { hasEmergencyAdmin } from '../users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInSettingsSchema, type SignInSettingsBody, type SignInSettingsView } from '../../../protocol/sign-in';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { SignInContext } from './sign-in-context';
import { Refusal } from '../../core/http/errors';
import type { SettingsInForce } from './oidc/sign-in-settings';
import { settingsProblem } from './oidc/settings-rules';
import { writeOidcSettings } from './oidc/oidc-settings';
import { redirectUriOf } from './sign-in-routes';

/** The settings as an administrator sees them: never the client secret, only whether there is one. */
function view(s: SettingsInForce, request: FastifyRequest): SignInSettingsView {
  return {
    enabled: s.enabled,
    issuer: s.issuer,
    clientId: s.clientId,
    scopes: s.scopes,
    label: s.label,
    usernameClaim: s.usernameClaim,
    roleClaim: s.roleClaim,
    roleRules: s.roleRules,
    sessionMaxAgeHours: Math.round(s.sessionMaxAgeMs / 3_600_000),
    localSignIn: s.localSignIn,
    hasClientSecret: s.clientSecret !== '',
    fromEnvironment: s.fromEnvironment,
    redirectUri: redirectUriOf(request),
    ...(s.updatedAt ? { updatedAt: s.updatedAt, updatedBy: s.updatedBy } : {}),
  };
}

/** 单点登录 (admin): the provider, the claim mapping, the sessions' maximum age, local sign-in on or off. */
export function signInSettingsRoutes(ctx: SignInContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');

    app.get('/api/sign-in/settings', { onRequest: admin }, async (request) =>
      view(await ctx.signIn.settings.get(), request),
    );

    app.put<{ Body: SignInSettingsBody }>(
      '/api/sign-in/settings',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 16 * 1024, schema: { body: signInSettingsSchema } },
      async (request) => {
        if (ctx.signIn.settings.environment)
          throw new Refusal(409, '单点登录由环境变量（COCKPIT_OIDC_*）设定，请在部署配置中修改');
        const body = request.body;
        const stored = await ctx.signIn.settings.get();
        const problem = settingsProblem(body);
        if (problem) throw new Refusal(400, problem.error, problem.field);
        if (body.enabled) {
          // Saved only once the provider answers discovery: a typo in the issuer is caught here, not at the next sign-in.
          const next = {
            ...stored,
            ...body,
            clientSecret: body.clientSecret === null ? '' : (body.clientSecret ?? stored.clientSecret),
            sessionMaxAgeMs: body.sessionMaxAgeHours * 3_600_000,
          };
          await ctx.signIn.provider.start(next, redirectUriOf(request)).catch((error: Error) => {
            throw new Refusal(400, `无法从签发者获取 OpenID 配置：${error.message}`, 'issuer');
          });
        }
        await audited(
          ctx,
          request,
          (detail: string) => ({ action: 'sign-in.settings', target: '单点登录', detail }),
          async (tx) => {
            if (!body.localSignIn) {
              if (!(await hasEmergencyAdmin(tx)))
                throw new Refusal(
                  409,
                  '没有可用的应急管理员账号：请先用命令行 create-admin 创建一个，再关闭本地账号登录',
                  'localSignIn',
                );
            }
            return writeOidcSettings(tx, body, request.user!.username);
          },
        );
        ctx.signIn.settings.invalidate();
        // Said in the reply: a save without a secret keeps the stored one.
        const clientSecretChange =
          body.clientSecret === undefined ? 'kept' : body.clientSecret === null ? 'removed' : 'replaced';
        return { ...view(await ctx.signIn.settings.get(), request), clientSecretChange };
      },
    );
  };
}
