import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../protocol';
import { audit, requireRole, type ServiceContext } from '../context';
import { sendError } from '../errors';
import { checkPassword } from '../store/users';

const loginSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

/** Sign in, who am I, sign out. */
export function sessionRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: Static<typeof loginSchema> }>('/api/session', {
      bodyLimit: 4096,
      schema: { body: loginSchema },
      // Password guessing is slowed per address (argon2 makes each guess costly too).
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    }, async (request, reply) => {
      const { username, password } = request.body;
      const user = await checkPassword(ctx.db, username, password);
      if (!user) {
        await audit(ctx, request, 'session.login-failed', username);
        return sendError(reply, 401, '用户名或密码不对');
      }
      // A new session id at sign-in: an id planted before cannot be carried into the signed-in session.
      await request.session.regenerate();
      request.session.set('username', user.username);
      request.user = user;
      await audit(ctx, request, 'session.login', username);
      return user satisfies SessionInfo;
    });

    app.get('/api/session', { onRequest: requireRole(ctx, 'viewer') }, async (request) => request.user satisfies SessionInfo | null);

    app.delete('/api/session', { onRequest: requireRole(ctx, 'viewer') }, async (request) => {
      await audit(ctx, request, 'session.logout', request.user!.username);
      await request.session.destroy();
      return { ok: true };
    });
  };
}
