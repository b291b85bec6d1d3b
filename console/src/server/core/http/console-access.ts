import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../protocol';
import type { CoreContext } from '../service-context';
import { DUTY_OF_ROLE, mayDo, neededFor, type Duty } from './duties';
import { sendError } from './errors';
import { dutyOfRoute } from './route-duties';
import { separationOn } from './separation-flag';

/** What a signed-in user whose provider's claims map to no role is told at every request. */
export const NO_ROLE_MESSAGE =
  '你已登录，但你的账号没有分配任何角色，无权使用控制台。请联系管理员在统一身份认证中把你加入相应的组。';

/**
 * A preHandler: 401 without a session, 403 when the user has no role or one that may not do the route's duty. The
 * duty is the route's row in `ROUTE_DUTIES` (the one table); `fallback` only for a route not listed there yet. Reads
 * the role and the separation switch fresh each time.
 */
export function requireDuty(ctx: Pick<CoreContext, 'signedIn' | 'db'>, fallback: Duty) {
  // A refusal returns the reply: an async hook that only sent it lets fastify run the handler while the session's
  // save (an onSend hook) is still writing, and a refused request would then act.
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const user = await ctx.signedIn(request, reply);
    if (!user) return reply;
    if (user.role === null) return sendError(reply, 403, NO_ROLE_MESSAGE, 'role');
    const duty = dutyOfRoute(request.method, request.routeOptions.url) ?? fallback;
    const separated = await separationOn(ctx.db);
    if (!mayDo(user.role, duty, separated)) return sendError(reply, 403, `权限不足：${neededFor(duty, separated)}`);
    request.user = { username: user.username, role: user.role };
    return undefined;
  };
}

/** The routes' own guard since before duties: the same check, `role` naming the duty of a route not in the table. */
export const requireRole = (ctx: Pick<CoreContext, 'signedIn' | 'db'>, role: Role) =>
  requireDuty(ctx, DUTY_OF_ROLE[role]);

/** The guard of every security setting (passwords, lockout, sessions, second factor, sign-in): 安全管理员 (or 管理员 while duties are not separated). */
export const requireSecuritySettingsRole = (ctx: Pick<CoreContext, 'signedIn' | 'db'>) => requireDuty(ctx, 'security');
