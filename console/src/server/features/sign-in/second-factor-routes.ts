import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecondFactorEnrolment } from '../../../protocol/security';
import { sendError } from '../../core/http/errors';
import { audit } from '../audit';
import { enrol, matchingStep, newEnrolment, takeCode, useRecoveryCode } from '../security';
import { continueSignIn, failed } from './password-step';
import { PENDING_STEP_MS, type PendingSignIn } from './session-data';
import type { SignInContext } from './sign-in-context';

const codeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });
type CodeRequest = { Body: Static<typeof codeBody> };
const LIMIT = { rateLimit: { max: 10, timeWindow: 60_000, groupId: 'shared-second-factor' }, tells: 'none' as const };

/** The sign-in under way at `step`, or null after a 401 in words (none, another step, or too old). */
function pendingAt(request: FastifyRequest, reply: FastifyReply, step: PendingSignIn['step']): PendingSignIn | null {
  const pending = request.session.get('pending');
  if (!pending || pending.step !== step || Date.now() - pending.at > PENDING_STEP_MS) {
    sendError(reply, 401, '登录步骤已过期，请重新输入用户名和密码');
    return null;
  }
  // Who is signing in, for the audit of this step (no route here reads it for access).
  request.user = { username: pending.username, role: pending.role };
  return pending;
}

/** The second factor at sign-in: a code (or a recovery code), or enrolment when the policy asks for it. */
export function secondFactorRoutes(ctx: SignInContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<CodeRequest>(
      '/api/session/second-factor',
      { bodyLimit: 1024, schema: { body: codeBody }, config: LIMIT },
      async (request, reply) => {
        const pending = pendingAt(request, reply, 'second-factor');
        if (!pending) return reply;
        const { username } = pending;
        const code = request.body.code.replace(/\s/g, '');
        const byCode = await takeCode(ctx.db, username, code);
        const byRecovery = !byCode && (await useRecoveryCode(ctx.db, username, code));
        if (!byCode && !byRecovery) {
          await audit(ctx, request, 'session.login-failed', username, '动态验证码或恢复码不对');
          return failed(
            ctx,
            request,
            reply,
            pending.account,
            username,
            '验证码不对或已用过：请输入验证器上当前显示的 6 位数字，或一个未用过的恢复码',
          );
        }
        if (byRecovery) await audit(ctx, request, 'user.recovery-code-used', username, '用恢复码完成双因素登录');
        return continueSignIn(
          ctx,
          request,
          { ...pending, passed: [...pending.passed, 'second-factor'] },
          { hasSecondFactor: true },
        );
      },
    );

    // A new secret for whoever is enrolling: a signed-in local user, or a sign-in that must enrol first.
    app.get(
      '/api/session/second-factor/enrolment',
      async (request, reply): Promise<SecondFactorEnrolment | FastifyReply> => {
        const username =
          request.session.get('pending')?.step === 'enrol-second-factor'
            ? pendingAt(request, reply, 'enrol-second-factor')?.username
            : await enrollingUser(ctx, request, reply);
        if (!username) return reply;
        const enrolment = await newEnrolment(username);
        request.session.set('enrolSecret', enrolment.secret);
        return enrolment;
      },
    );

    app.post<CodeRequest>(
      '/api/session/second-factor/enrolment',
      { bodyLimit: 1024, schema: { body: codeBody }, config: LIMIT },
      async (request, reply) => {
        const pending = request.session.get('pending');
        const username = pending
          ? pendingAt(request, reply, 'enrol-second-factor')?.username
          : await enrollingUser(ctx, request, reply);
        if (!username) return reply;
        const secret = request.session.get('enrolSecret');
        const step = secret ? await matchingStep(secret, request.body.code.replace(/\s/g, '')) : null;
        if (!secret || step === null)
          return sendError(reply, 400, '验证码不对：请用验证器扫描二维码后，输入它当前显示的 6 位数字', 'code');
        const recoveryCodes = await ctx.db.transaction(async (tx) => enrol(tx, username, secret, step));
        request.session.set('enrolSecret', undefined);
        await audit(
          ctx,
          request,
          'user.second-factor-enrol',
          username,
          `启用动态验证码，生成恢复码 ${recoveryCodes.length} 个`,
        );
        if (!pending) return { recoveryCodes };
        const next = await continueSignIn(
          ctx,
          request,
          { ...pending, passed: [...pending.passed, 'enrol-second-factor'] },
          { hasSecondFactor: true },
        );
        return { recoveryCodes, ...next };
      },
    );
  };
}

/** A signed-in local user (users of the provider have their provider's second factor). */
async function enrollingUser(ctx: SignInContext, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const user = await ctx.signedIn(request, reply);
  if (!user) return null;
  if (request.session.get('oidc')) {
    sendError(reply, 403, '通过统一身份认证登录的账号由身份提供方负责第二因素');
    return null;
  }
  return user.username;
}
