import type { FastifyRequest } from 'fastify';
import type { Role, SessionInfo } from '../../../protocol';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { clearFailures, sessionLimit, sessionsToEnd } from '../security';
import { endSessionIds, openSessions } from './own-sessions';
import type { SignInContext } from './sign-in-context';

/** Who is signing in, once every step is passed. */
export interface SignedInPerson {
  username: string;
  role: Role | null;
  /** The lockout row of the typed name, cleared now (local sign-in only). */
  account?: string;
  oidc?: { issuer: string; subject: string; idToken: string };
}

/**
 * Makes the session of a person who passed every step: within the sessions' limit (the oldest ended, or this sign-in
 * refused, as the policy says), with a new id (an id planted before cannot be carried in), and what the person's list
 * of sessions shows. The caller audits the sign-in itself.
 */
export async function finishSignIn(
  ctx: SignInContext,
  request: FastifyRequest,
  person: SignedInPerson,
): Promise<SessionInfo | { username: string; role: null }> {
  const policy = await ctx.security.get();
  const { sessionMaxAgeMs } = await ctx.signIn.settings.get();
  const open = await openSessions(ctx.db, person.username, { maxAgeMs: sessionMaxAgeMs, idleMs: policy.idleMs });
  const limit = sessionLimit(person.role, policy);
  const ending = sessionsToEnd(open, limit, policy.overLimit);
  const entry = (action: string, detail: string) =>
    recordAudit(ctx.db, { actor: person.username, action, target: person.username, detail, ip: request.ip });
  if (ending === null) {
    await entry('session.login-failed', `已有 ${open.length} 个会话，达到上限 ${limit} 个`);
    throw new Refusal(
      409,
      `该账号已在别处登录（最多同时 ${limit} 个会话）：请先在那里退出，或等其超时后再登录`,
      'username',
    );
  }
  if (ending.length) {
    await endSessionIds(
      ctx.db,
      ending.map((s) => s.sid),
    );
    await entry('session.end', `超出会话上限 ${limit} 个：结束最早的会话 ${ending.length} 个`);
  }
  if (person.account) await clearFailures(ctx.db, person.account);
  await request.session.regenerate();
  const now = Date.now();
  request.session.set('username', person.username);
  request.session.set('signedInAt', now);
  request.session.set('lastActiveAt', now);
  request.session.set('ip', request.ip);
  request.session.set('userAgent', String(request.headers['user-agent'] ?? '').slice(0, 200));
  if (person.oidc) request.session.set('oidc', person.oidc);
  return { username: person.username, role: person.role };
}
