import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../protocol';
import type { Database } from '../../core/db/adapter';
import { sendError } from '../../core/http/errors';
import { recordAudit } from '../audit';
import { activityWriteMs, BACKGROUND_HEADER, idleExpired, type SecurityPolicyStore } from '../security';
import { findUser } from '../users';
import { sessionExpired } from './oidc/session-age';
import type { SignInSettings } from './oidc/sign-in-settings';
import './session-data';

/**
 * The session's user, fresh from the database; null (after a 401 is sent) without a session, or when the session has
 * outlived the maximum age or the idle timeout (it is ended then). A request the person made (not marked as the
 * page's background polling) counts as activity. A user with no role is returned: the caller decides.
 */
export async function sessionUser(
  ctx: { db: Database; signIn: { settings: SignInSettings }; security: SecurityPolicyStore },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ username: string; role: Role | null } | null> {
  const refuse = (message: string) => {
    sendError(reply, 401, message);
    return null;
  };
  const username = request.session.get('username');
  if (!username) return refuse('请先登录');
  const { sessionMaxAgeMs } = await ctx.signIn.settings.get();
  if (sessionExpired(request.session.get('signedInAt'), Date.now(), sessionMaxAgeMs)) {
    await request.session.destroy();
    return refuse('登录已超过会话最长时间，请重新登录');
  }
  const { idleMs, idleMinutes } = await ctx.security.get();
  const now = Date.now();
  const lastActiveAt = request.session.get('lastActiveAt') ?? request.session.get('signedInAt');
  if (idleExpired(lastActiveAt, now, idleMs)) {
    await recordAudit(ctx.db, {
      actor: username,
      action: 'session.timeout',
      target: username,
      detail: `空闲超过 ${idleMinutes} 分钟，会话结束`,
      ip: request.ip,
    });
    await request.session.destroy();
    return refuse(`超过 ${idleMinutes} 分钟没有操作，已自动退出，请重新登录`);
  }
  if (
    !request.headers[BACKGROUND_HEADER] &&
    (lastActiveAt === undefined || now - lastActiveAt >= activityWriteMs(idleMs))
  )
    request.session.set('lastActiveAt', now);
  return (await findUser(ctx.db, username)) ?? refuse('请先登录');
}
