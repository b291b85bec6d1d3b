import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../protocol';
import type { Database } from '../../core/db/adapter';
import { sendError } from '../../core/http/errors';
import { findUser } from '../users';
import { sessionExpired } from './oidc/session-age';
import type { SignInSettings } from './oidc/sign-in-settings';

declare module 'fastify' {
  interface Session {
    username?: string;
    /** When this session signed in (epoch ms): it ends at the settings' maximum age. */
    signedInAt?: number;
    /** Signed in through the provider: who, and the ID token (the hint for the provider's end-session endpoint). */
    oidc?: { issuer: string; subject: string; idToken: string };
  }
}

/**
 * The session's user, fresh from the database; null (after a 401 is sent) without a session, or when the session has
 * outlived the maximum age (it is ended then). A user with no role is returned: the caller decides.
 */
export async function sessionUser(ctx: { db: Database; signIn: { settings: SignInSettings } }, request: FastifyRequest, reply: FastifyReply): Promise<{ username: string; role: Role | null } | null> {
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
  return (await findUser(ctx.db, username)) ?? refuse('请先登录');
}
