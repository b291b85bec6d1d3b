import type { FastifyReply, FastifyRequest } from 'fastify';
import dayjs from 'dayjs';
import type { SessionInfo } from '../../../protocol';
import type { SignInStep } from '../../../protocol/security';
import { sendError } from '../../core/http/errors';
import { sessionSecret } from '../../core/http/settings';
import { audit, FAILED_SIGN_IN } from '../audit';
import { accountKey, countFailure, lockedUntil, passwordExpired } from '../security';
import type { PasswordSignIn } from '../users';
import { finishSignIn } from './finish-sign-in';
import { nextStep } from './sign-in-steps';
import type { SignInContext } from './sign-in-context';
import type { PendingSignIn } from './session-data';

/** Told to whoever types a locked name: when it ends, and nothing that says whether the account exists. */
export function lockedMessage(until: number, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  return `登录失败次数过多，该账号已暂时锁定，请于 ${dayjs(until).format('HH:mm:ss')}（约 ${minutes} 分钟后）再试`;
}

/** The lockout row of a typed name. */
export const accountOf = async (ctx: SignInContext, typed: string) => accountKey(await sessionSecret(ctx.db), typed);

/**
 * One more failure of the typed name (a wrong password or code): counted across replicas; the failure that locks the
 * account is audited and answered with when the lock ends; otherwise `wrong` (401).
 */
export async function failed(
  ctx: SignInContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
  target: string,
  wrong: string,
): Promise<FastifyReply> {
  const policy = await ctx.security.get();
  const until = await countFailure(ctx.db, account, policy);
  if (until === null) return sendError(reply, 401, wrong);
  await audit(
    ctx,
    request,
    'session.lockout',
    target,
    `${policy.lockoutFailures} 次失败（${policy.lockoutWindowMinutes} 分钟内），锁定 ${policy.lockoutMinutes} 分钟`,
  );
  return sendError(reply, 429, lockedMessage(until), 'username');
}

/** The answer while a lock holds: the same words and the same work whether or not the account exists. */
export async function refuseIfLocked(
  ctx: SignInContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: string,
  target: string,
): Promise<boolean> {
  const until = await lockedUntil(ctx.db, account);
  if (until === null) return false;
  await audit(ctx, request, FAILED_SIGN_IN, target, '账号已锁定');
  sendError(reply, 429, lockedMessage(until), 'username');
  return true;
}

/** After a correct password: the next step (kept in the session), or the finished sign-in. */
export async function afterPassword(
  ctx: SignInContext,
  request: FastifyRequest,
  user: PasswordSignIn,
  account: string,
): Promise<SessionInfo | { step: SignInStep }> {
  const policy = await ctx.security.get();
  const pending: PendingSignIn = {
    username: user.username,
    role: user.role,
    emergency: user.emergency,
    step: 'second-factor',
    passed: [],
    at: Date.now(),
    account,
    mustChangePassword: user.mustChangePassword,
    passwordExpired: passwordExpired(user.passwordChangedAt, Date.now(), policy.passwordMaxAgeMs),
  };
  return continueSignIn(ctx, request, pending, { hasSecondFactor: user.hasSecondFactor });
}

/** Moves a pending sign-in on: the next step, or the session (audited as a sign-in). */
export async function continueSignIn(
  ctx: SignInContext,
  request: FastifyRequest,
  pending: PendingSignIn,
  facts: { hasSecondFactor: boolean },
): Promise<SessionInfo | { step: SignInStep }> {
  const policy = await ctx.security.get();
  const step = nextStep(
    { ...pending, hasSecondFactor: facts.hasSecondFactor, secondFactor: policy.secondFactor },
    pending.passed,
  );
  if (step) {
    if (!request.session.get('pending')) await request.session.regenerate();
    request.session.set('pending', { ...pending, step });
    return { step };
  }
  const done = await finishSignIn(ctx, request, {
    username: pending.username,
    role: pending.role,
    account: pending.account,
  });
  request.user = { username: pending.username, role: pending.role };
  const how = [
    pending.emergency ? '本地应急账号' : '本地账号',
    ...(pending.passed.includes('second-factor') || pending.passed.includes('enrol-second-factor') ? ['双因素'] : []),
  ];
  await audit(ctx, request, 'session.login', pending.username, how.join('，'));
  return done as SessionInfo;
}
