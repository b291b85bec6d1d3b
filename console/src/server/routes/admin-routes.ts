import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { WALL_ID_PATTERN } from '../../protocol';
import { audit, requireRole, type ServiceContext } from '../context';
import { sendError } from '../errors';
import { createUser, listUsers, PASSWORD_MIN_LENGTH, UserExistsError } from '../store/users';
import { createWallKey, listWallKeys, revokeWallKey } from '../store/wall-keys';

const newKeySchema = Type.Object(
  { group: Type.String({ pattern: WALL_ID_PATTERN }), name: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);
const keyParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });
const newUserSchema = Type.Object(
  {
    username: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 256 }),
    role: Type.Union([Type.Literal('viewer'), Type.Literal('operator'), Type.Literal('admin')]),
  },
  { additionalProperties: false },
);

/** Wall keys and users: administrators only. */
export function adminRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');

    app.get('/api/wall-keys', { onRequest: admin }, async () => listWallKeys(ctx.db));

    app.post<{ Body: Static<typeof newKeySchema> }>('/api/wall-keys', {
      onRequest: admin, bodyLimit: 4096, schema: { body: newKeySchema },
    }, async (request) => {
      const created = await createWallKey(ctx.db, { ...request.body, createdBy: request.user!.username });
      await audit(ctx, request, 'wall-key.create', `${created.key.group}/${created.key.name}`, `id ${created.key.id}`);
      // The secret is in this reply only; the database keeps its hash.
      return { ...created.key, secret: created.secret };
    });

    app.delete<{ Params: { id: string } }>('/api/wall-keys/:id', {
      onRequest: admin, schema: { params: keyParams },
    }, async (request, reply) => {
      const key = await revokeWallKey(ctx.db, Number(request.params.id));
      if (!key) return sendError(reply, 404, '没有这把墙钥匙', 'id');
      ctx.keys.revoked(key.id, key.revokedAt!);
      await audit(ctx, request, 'wall-key.revoke', `${key.group}/${key.name}`, `id ${key.id}`);
      return key;
    });

    app.get('/api/users', { onRequest: admin }, async () => listUsers(ctx.db));

    app.post<{ Body: Static<typeof newUserSchema> }>('/api/users', {
      onRequest: admin, bodyLimit: 4096, schema: { body: newUserSchema },
    }, async (request, reply) => {
      try {
        const user = await createUser(ctx.db, { ...request.body, createdBy: request.user!.username });
        await audit(ctx, request, 'user.create', user.username, `role ${user.role}`);
        return user;
      } catch (error) {
        if (error instanceof UserExistsError) return sendError(reply, 409, error.message, 'username');
        throw error;
      }
    });
  };
}
