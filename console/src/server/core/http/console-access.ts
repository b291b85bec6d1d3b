import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../protocol';
import type { CoreContext } from '../service-context';
import { sendError } from './errors';

const RANK: Record<Role, number> = { viewer: 0, operator: 1, admin: 2 };
const ROLE_NAMES: Record<Role, string> = { viewer: '查看者', operator: '操作员', admin: '管理员' };

/** What a signed-in user whose provider's claims map to no role is told at every request. */
export const NO_ROLE_MESSAGE = '你已登录，但你的账号没有分配任何角色，无权使用控制台。请联系管理员在统一身份认证中把你加入相应的组。';

/** A preHandler: 401 without a session, 403 when the user has no role or one below `role`. Reads the role fresh each time. */
export function requireRole(ctx: Pick<CoreContext, 'signedIn'>, role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const user = await ctx.signedIn(request, reply);
    if (!user) return;
    if (user.role === null) return void sendError(reply, 403, NO_ROLE_MESSAGE, 'role');
    if (RANK[user.role] < RANK[role]) return void sendError(reply, 403, `权限不足：需要${ROLE_NAMES[role]}角色`);
    request.user = { username: user.username, role: user.role };
  };
}
