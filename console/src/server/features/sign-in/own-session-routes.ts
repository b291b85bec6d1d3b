import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { OwnSession } from '../../../protocol/security';
import { sendError } from '../../core/http/errors';
import { audit, withAudit } from '../audit';
import { changeOwnPassword } from '../users';
import { endSessionIds, openSessions, ownSessionList, sessionHandle } from './own-sessions';
import { continueSignIn } from './password-step';
import { PENDING_STEP_MS } from './session-data';
import type { SignInContext } from './sign-in-context';

const idParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) }, { additionalProperties: false });
const passwordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 256 }),
    newPassword: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

/** A person's own sessions (when, from where, this one marked) and ending one; the forced password change at sign-in. */
export function ownSessionRoutes(ctx: SignInContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const mine = async (username: string) => {
      const { sessionMaxAgeMs } = await ctx.signIn.settings.get();
      return openSessions(ctx.db, username, { maxAgeMs: sessionMaxAgeMs, idleMs: (await ctx.security.get()).idleMs });
    };

    app.get('/api/session/sessions', async (request, reply): Promise<OwnSession[] | typeof reply> => {
      const user = await ctx.signedIn(request, reply);
      if (!user) return reply;
      return ownSessionList(await mine(user.username), request.session.sessionId);
    });

    app.delete<{ Params: Static<typeof idParams> }>(
      '/api/session/sessions/:id',
      { config: { tells: 'none' }, schema: { params: idParams } },
      async (request, reply) => {
        const user = await ctx.signedIn(request, reply);
        if (!user) return reply;
        const session = (await mine(user.username)).find((s) => sessionHandle(s.sid) === request.params.id);
        if (!session) return sendError(reply, 404, '没有这个会话（可能已经结束）', 'id');
        const current = session.sid === request.session.sessionId;
        await withAudit(
          ctx.db,
          {
            actor: user.username,
            action: 'session.end',
            target: user.username,
            detail: current ? '本人结束当前会话' : `本人结束会话（${session.data.ip ?? ''}）`,
            ip: request.ip,
          },
          (tx) => endSessionIds(tx, [session.sid]),
        );
        if (current) await request.session.destroy();
        return { ok: true };
      },
    );

    // The sign-in's last step when the password must change (first sign-in, after a reset, too old).
    app.put<{ Body: Static<typeof passwordBody> }>(
      '/api/session/pending-password',
      {
        bodyLimit: 1024,
        schema: { body: passwordBody },
        config: { rateLimit: { max: 10, timeWindow: 60_000, groupId: 'shared-own-password' }, tells: 'none' },
      },
      async (request, reply) => {
        const pending = request.session.get('pending');
        if (!pending || pending.step !== 'change-password' || Date.now() - pending.at > PENDING_STEP_MS)
          return sendError(reply, 401, '登录步骤已过期，请重新输入用户名和密码');
        const policy = await ctx.security.get();
        await ctx.db.transaction((tx) =>
          changeOwnPassword(
            tx,
            pending.username,
            request.body.currentPassword,
            request.body.newPassword,
            policy,
            request.session.sessionId,
          ),
        );
        await audit(
          ctx,
          request,
          'user.password-change',
          pending.username,
          pending.mustChangePassword ? '登录时按要求修改密码' : '密码到期，登录时修改',
        );
        return continueSignIn(
          ctx,
          request,
          { ...pending, passed: [...pending.passed, 'change-password'] },
          { hasSecondFactor: pending.passed.length > 0 },
        );
      },
    );
  };
}
