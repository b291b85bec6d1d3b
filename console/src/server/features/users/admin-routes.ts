import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { UsersContext } from './users-context';
import { passwordProblem } from '../security';
import { Refusal } from '../../core/http/errors';
import { sendError } from '../../core/http/errors';
import { createUser, listUsers, PASSWORD_MIN_LENGTH, UserExistsError, type UserInfo } from './users';
import { listWallKeys } from '../walls';
import { checkNewAccountRole, roleSchema } from './separation';

/** Said wherever a shared wall key used to be made. */
export const SHARED_KEYS_RETIRED =
  '分组共享的墙钥匙已停用：每块屏都有自己的凭据。请在「墙面 → 添加墙面」中输入屏上显示的配对码，无人值守的安装请由管理员创建安装令牌';
const newUserSchema = Type.Object(
  {
    username: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 }),
    role: roleSchema,
  },
  { additionalProperties: false },
);

/** Users, and the list of the retired shared wall keys: administrators only. */
export function adminRoutes(ctx: UsersContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');

    app.get('/api/wall-keys', { onRequest: admin }, async () => listWallKeys(ctx.db));

    // Shared group keys are retired (one credential per wall): creating or revoking one is refused with where to go instead.
    const retired = async (_request: unknown, reply: FastifyReply) => sendError(reply, 410, SHARED_KEYS_RETIRED);
    app.post('/api/wall-keys', { config: { tells: 'none' }, onRequest: admin, bodyLimit: 4096 }, retired);
    app.delete('/api/wall-keys/:id', { config: { tells: 'none' }, onRequest: admin }, retired);

    app.get('/api/users', { onRequest: admin }, async () => listUsers(ctx.db));

    app.post<{ Body: Static<typeof newUserSchema> }>(
      '/api/users',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 4096, schema: { body: newUserSchema } },
      async (request, reply) => {
        const problem = passwordProblem(request.body.password, await ctx.security.get(), request.body.username);
        if (problem) throw new Refusal(400, problem, 'password');
        try {
          await checkNewAccountRole(ctx.db, request.body.role);
          // The person chooses their own password at their first sign-in.
          return await audited(
            ctx,
            request,
            (user: UserInfo) => ({
              action: 'user.create',
              target: user.username,
              detail: `role ${user.role}；首次登录须修改密码`,
            }),
            (tx) => createUser(tx, { ...request.body, createdBy: request.user!.username, mustChangePassword: true }),
          );
        } catch (error) {
          if (error instanceof UserExistsError) return sendError(reply, 409, error.message, 'username');
          throw error;
        }
      },
    );
  };
}
