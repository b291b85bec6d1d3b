import { createHmac } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../../protocol';
import { audit, FAILED_SIGN_IN, recordAudit } from '../audit';
import { NO_ROLE_MESSAGE } from '../../core/http/console-access';
import { sessionUser } from './session-user';
import type { SignInContext } from './sign-in-context';
import { sendError } from '../../core/http/errors';
import { sessionSecret } from '../../core/http/settings';
import { checkPassword, userExists } from '../users';
import { accountOf, afterPassword, failed, refuseIfLocked } from './password-step';

const loginSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

/**
 * What a failed sign-in records of the name typed: an existing user's name, else a marker and a keyed short hash (the
 * same typo twice looks the same) — a password typed into the user box is never stored.
 */
async function signInTarget(db: SignInContext['db'], typed: string): Promise<string> {
  if (await userExists(db, typed)) return typed;
  const digest = createHmac('sha256', await sessionSecret(db))
    .update(typed)
    .digest('hex')
    .slice(0, 8);
  return `(未知用户) #${digest}`;
}

/** Sign in, who am I, sign out. */
export function sessionRoutes(ctx: SignInContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: Static<typeof loginSchema> }>(
      '/api/session',
      {
        bodyLimit: 4096,
        schema: { body: loginSchema },
        // Password guessing is slowed per address (argon2 makes each guess costly too).
        config: { rateLimit: { max: 10, timeWindow: 60_000, groupId: 'shared-sign-in' }, tells: 'none' },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const target = await signInTarget(ctx.db, username);
        const account = await accountOf(ctx, username);
        if (await refuseIfLocked(ctx, request, reply, account, target)) return reply;
        const user = await checkPassword(ctx.db, username, password);
        if (!user) {
          await audit(ctx, request, FAILED_SIGN_IN, target);
          return failed(ctx, request, reply, account, target, '用户名或密码不对');
        }
        // With local sign-in off only emergency accounts (the first admin, the CLI's) use a password.
        if (!user.emergency && !(await ctx.signIn.settings.get()).localSignIn) {
          await audit(ctx, request, FAILED_SIGN_IN, username, '本地账号登录已关闭（非应急账号）');
          return sendError(
            reply,
            403,
            '本地账号登录已关闭，请使用统一身份认证登录；只有应急账号可用密码登录',
            'username',
          );
        }
        // The second factor and a forced password change come next, or the session is made now.
        return afterPassword(ctx, request, user, account);
      },
    );

    // A user from the provider with no role is signed in but told so (403, field role) here and at every other route.
    app.get('/api/session', async (request, reply) => {
      const user = await sessionUser(ctx, request, reply);
      if (!user) return reply;
      if (user.role === null) return sendError(reply, 403, NO_ROLE_MESSAGE, 'role');
      return {
        username: user.username,
        role: user.role,
        ...(request.session.get('oidc') ? { sso: true } : {}),
      } satisfies SessionInfo;
    });

    // Any signed-in user may sign out, a user with no role too. Signed in through the provider, the reply names the
    // provider's end-session URL for the page to go to (the provider's own session ends there).
    app.delete('/api/session', { config: { tells: 'none' } }, async (request, reply) => {
      const user = await sessionUser(ctx, request, reply);
      if (!user) return reply;
      const oidc = request.session.get('oidc');
      await recordAudit(ctx.db, {
        actor: user.username,
        action: 'session.logout',
        target: user.username,
        ip: request.ip,
        ...(oidc ? { detail: `单点登录 提供方 ${oidc.issuer} 主体 ${oidc.subject}` } : {}),
      });
      await request.session.destroy();
      const settings = await ctx.signIn.settings.get();
      const back = `${request.protocol}://${request.host}/login`;
      const endSessionUrl =
        oidc && settings.enabled && settings.issuer === oidc.issuer
          ? await ctx.signIn.provider.endSessionUrl(settings, oidc.idToken, back).catch(() => null)
          : null;
      return { ok: true, ...(endSessionUrl ? { endSessionUrl } : {}) };
    });
  };
}
