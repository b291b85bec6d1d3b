import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../core/http/console-access';
import { withAudit, type AuditRecord } from '../audit';
import { allowedPasswordHash } from '../security';
import { changeAccess, changeOwnPassword, deleteUser, endSessions } from './user-access';
import type { UsersContext } from './users-context';
import { PASSWORD_MIN_LENGTH } from './users';
import { checkNotOwnRole, roleSchema } from './separation';

const userParams = Type.Object(
  { username: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }) },
  { additionalProperties: false },
);
const roleBody = Type.Object({ role: roleSchema }, { additionalProperties: false });
const password = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 });
const resetBody = Type.Object({ password }, { additionalProperties: false });
const ownPasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 256 }), newPassword: password },
  { additionalProperties: false },
);
const emptyBody = Type.Object({}, { additionalProperties: false });
type UserRequest = { Params: Static<typeof userParams> };
// Commands without a body (disable, enable) take an empty one, checked by the same schema.
const emptyIfNone = async (request: FastifyRequest) => {
  request.body ??= {};
};

/** Taking access away and giving it back (admin, each audited in the transaction of its change), and one's own password. */
export function userAccessRoutes(ctx: UsersContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');
    const entry = (request: FastifyRequest, action: string, target: string, detail?: string): AuditRecord => ({
      actor: request.user!.username,
      action,
      target,
      ip: request.ip,
      ...(detail ? { detail } : {}),
    });

    app.put<UserRequest & { Body: Static<typeof roleBody> }>(
      '/api/users/:username/role',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 1024, schema: { params: userParams, body: roleBody } },
      async (request) => {
        const { username } = request.params;
        const { role } = request.body;
        checkNotOwnRole(request.user!.username, username);
        const localOn = await ctx.localSignInOn();
        await withAudit(
          ctx.db,
          (r: { before: string | null }) => entry(request, 'user.role', username, `${r.before ?? '无角色'} → ${role}`),
          (tx) => changeAccess(tx, username, { role }, localOn),
        );
        return { ok: true };
      },
    );

    for (const [command, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post<UserRequest>(
        `/api/users/:username/${command}`,
        {
          config: { tells: 'none' },
          onRequest: admin,
          bodyLimit: 1024,
          preValidation: emptyIfNone,
          schema: { params: userParams, body: emptyBody },
        },
        async (request) => {
          const { username } = request.params;
          const change = { disabledAt: disabled ? Date.now() : null };
          const localOn = await ctx.localSignInOn();
          await withAudit(
            ctx.db,
            (r: { endedSessions: number }) =>
              entry(request, `user.${command}`, username, disabled ? `结束会话 ${r.endedSessions} 个` : undefined),
            (tx) => changeAccess(tx, username, change, localOn),
          );
          return { ok: true };
        },
      );
    }

    app.put<UserRequest & { Body: Static<typeof resetBody> }>(
      '/api/users/:username/password',
      { config: { tells: 'none' }, onRequest: admin, bodyLimit: 1024, schema: { params: userParams, body: resetBody } },
      async (request) => {
        const { username } = request.params;
        const policy = await ctx.security.get();
        const localOn = await ctx.localSignInOn();
        await withAudit(
          ctx.db,
          (r: { endedSessions: number }) =>
            entry(request, 'user.password-reset', username, `结束会话 ${r.endedSessions} 个；下次登录须修改密码`),
          async (tx) =>
            changeAccess(
              tx,
              username,
              { passwordHash: await allowedPasswordHash(tx, username, request.body.password, policy) },
              localOn,
            ),
        );
        return { ok: true };
      },
    );

    app.delete<UserRequest>(
      '/api/users/:username/sessions',
      { config: { tells: 'none' }, onRequest: admin, schema: { params: userParams } },
      async (request) => {
        const { username } = request.params;
        const ended = await withAudit(
          ctx.db,
          (n: number) => entry(request, 'user.sessions-end', username, `结束会话 ${n} 个`),
          (tx) => endSessions(tx, username),
        );
        return { ended };
      },
    );

    app.delete<UserRequest>(
      '/api/users/:username',
      { config: { tells: 'none' }, onRequest: admin, schema: { params: userParams } },
      async (request) => {
        const { username } = request.params;
        const localOn = await ctx.localSignInOn();
        await withAudit(
          ctx.db,
          (role: string | null) => entry(request, 'user.delete', username, role === null ? '无角色' : `角色 ${role}`),
          (tx) => deleteUser(tx, username, localOn),
        );
        return { ok: true };
      },
    );

    app.put<{ Body: Static<typeof ownPasswordBody> }>(
      '/api/session/password',
      {
        onRequest: requireRole(ctx, 'viewer'),
        bodyLimit: 1024,
        schema: { body: ownPasswordBody },
        config: { rateLimit: { max: 10, timeWindow: 60_000, groupId: 'shared-own-password' }, tells: 'none' },
      },
      async (request) => {
        const { username } = request.user!;
        // The user's other sessions end; this one goes on.
        const policy = await ctx.security.get();
        await withAudit(
          ctx.db,
          (n: number) => entry(request, 'user.password-change', username, `结束其他会话 ${n} 个`),
          (tx) =>
            changeOwnPassword(
              tx,
              username,
              request.body.currentPassword,
              request.body.newPassword,
              policy,
              request.session.sessionId,
            ),
        );
        return { ok: true };
      },
    );
  };
}
