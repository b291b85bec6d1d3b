import { createHmac } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../protocol';
import { audit, requireRole, type ServiceContext } from '../context';
import { sendError } from '../errors';
import { FAILED_SIGN_IN } from '../store/audit';
import { sessionSecret } from '../store/settings';
import { checkPassword } from '../store/users';

const loginSchema = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 256 }) },
  { additionalProperties: false },
);

/**
 * What a failed sign-in records of the name typed: an existing user's name, else a marker and a keyed short hash (the
 * same typo twice looks the same) — a password typed into the user box is never stored.
 */
async function signInTarget(db: ServiceContext['db'], typed: string): Promise<string> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE username = $1', [typed]);
  if (rows.length) return typed;
  const digest = createHmac('sha256', await sessionSecret(db)).update(typed).digest('hex').slice(0, 8);
  return `(未知用户) #${digest}`;
}

/** Sign in, who am I, sign out. */
export function sessionRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: Static<typeof loginSchema> }>('/api/session', {
      bodyLimit: 4096,
      schema: { body: loginSchema },
      // Password guessing is slowed per address (argon2 makes each guess costly too).
      config: { rateLimit: { max: 10, timeWindow: 60_000, groupId: 'shared-sign-in' } },
    }, async (request, reply) => {
      const { username, password } = request.body;
      const user = await checkPassword(ctx.db, username, password);
      if (!user) {
        await audit(ctx, request, FAILED_SIGN_IN, await signInTarget(ctx.db, username));
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
