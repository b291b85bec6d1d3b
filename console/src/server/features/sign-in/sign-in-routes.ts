import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInOptions, SsoFailure } from '../../../protocol/sign-in';
import type { SignInContext } from './sign-in-context';
import { callbackFailure } from './oidc/callback-outcome';
import { safeReturnPath } from './oidc/return-path';
import { recordAudit, FAILED_SIGN_IN } from '../audit';
import { signInIdentity } from './identities';
import { finishSignIn } from './finish-sign-in';
import { Refusal } from '../../core/http/errors';
import { PENDING_TTL_MS, savePending, takePending } from './oidc/oidc-pending';

/** The cookie that binds a sign-in at the provider to the browser that started it (Lax: it must come back on the provider's redirect). */
const STATE_COOKIE = 'cockpit_sso';
const CALLBACK = '/api/sign-in/oidc/callback';
const startQuery = Type.Object({ next: Type.Optional(Type.String({ maxLength: 500 })) });
const callbackQuery = Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 4096 }), {
  maxProperties: 12,
});

/** This console's callback address, as the browser reached the console (registered at the provider as the redirect URI). */
export const redirectUriOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}${CALLBACK}`;

/** Sign-in through the OpenID Connect provider: the login page's options, the start, the provider's callback. */
export function signInRoutes(ctx: SignInContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const backToLogin = (reply: FastifyReply, reason: SsoFailure) => reply.redirect(`/login?sso=${reason}`, 302);

    app.get('/api/sign-in/options', async () => {
      const s = await ctx.signIn.settings.get();
      return { ...(s.enabled ? { oidc: { label: s.label } } : {}), localSignIn: s.localSignIn } satisfies SignInOptions;
    });

    app.get<{ Querystring: Static<typeof startQuery> }>(
      '/api/sign-in/oidc',
      {
        schema: { querystring: startQuery },
        // Each start stores a row for 10 minutes: bounded per address.
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const settings = await ctx.signIn.settings.get();
        if (!settings.enabled) return backToLogin(reply, 'off');
        const redirectUri = redirectUriOf(request);
        let start;
        try {
          start = await ctx.signIn.provider.start(settings, redirectUri);
        } catch (error) {
          request.log.warn(error);
          return backToLogin(reply, 'unavailable');
        }
        await savePending(ctx.db, start.state, {
          nonce: start.nonce,
          codeVerifier: start.codeVerifier,
          redirectUri,
          returnTo: safeReturnPath(request.query.next),
        });
        reply.setCookie(STATE_COOKIE, start.state, {
          httpOnly: true,
          sameSite: 'lax',
          path: CALLBACK,
          maxAge: PENDING_TTL_MS / 1000,
          secure: request.protocol === 'https',
        });
        return reply.redirect(start.url, 302);
      },
    );

    app.get<{ Querystring: Static<typeof callbackQuery> }>(
      CALLBACK,
      {
        schema: { querystring: callbackQuery },
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const refuse = async (reason: SsoFailure, detail: string) => {
          await recordAudit(ctx.db, {
            actor: '(单点登录)',
            action: FAILED_SIGN_IN,
            target: '(单点登录)',
            detail,
            ip: request.ip,
          });
          return backToLogin(reply, reason);
        };
        const cookieState = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, { path: CALLBACK });
        // The sign-in this browser started, taken once: a forged state, another browser's or a replayed one finds none.
        const pending = cookieState ? await takePending(ctx.db, cookieState) : null;
        if (!cookieState || !pending) return refuse('state', 'state 无效：不是本浏览器发起的登录，已用过或已过期');
        const settings = await ctx.signIn.settings.get();
        if (!settings.enabled) return refuse('off', '单点登录已关闭');
        let identity;
        try {
          identity = await ctx.signIn.provider.finish(settings, new URL(request.url, 'http://x').search, {
            ...pending,
            state: cookieState,
          });
        } catch (error) {
          const failure = callbackFailure(error);
          return refuse(failure.reason, failure.detail);
        }
        const who = `提供方 ${identity.issuer} 主体 ${identity.subject}`;
        const result = await ctx.db.transaction(async (tx) => {
          const user = await signInIdentity(tx, identity.issuer, identity.subject, identity.claims, settings);
          const entry = (action: string, detail: string) =>
            recordAudit(tx, { actor: user.username, action, target: user.username, detail, ip: request.ip });
          if (user.created) await entry('user.create', `单点登录首次登录创建，${who}，角色 ${user.role ?? '无'}`);
          else if (user.before !== user.role)
            await entry('user.role', `${user.before ?? '无'} → ${user.role ?? '无'}（依据 ${identity.issuer} 的声明）`);
          if (!user.disabled) await entry('session.login', `单点登录 ${who}`);
          return user;
        });
        if (result.disabled) return refuse('account-disabled', `用户 ${result.username} 已停用；${who}`);
        // The provider answers for the second factor; the sessions' limit holds here too.
        try {
          await finishSignIn(ctx, request, {
            username: result.username,
            role: result.role,
            oidc: { issuer: identity.issuer, subject: identity.subject, idToken: identity.idToken },
          });
        } catch (error) {
          if (error instanceof Refusal) return backToLogin(reply, 'session-limit');
          throw error;
        }
        return reply.redirect(safeReturnPath(pending.returnTo), 302);
      },
    );
  };
}
