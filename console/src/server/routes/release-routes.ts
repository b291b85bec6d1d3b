import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import semver from 'semver';
import { audit, requireRole, type ServiceContext } from '../context';
import { sendError } from '../errors';
import { releaseInventory, rescanPublished } from '../releases/inventory';
import { manifestUrlOf } from '../releases/release-options';
import { recordAudit } from '../store/audit';
import { createPublishToken, findPublishToken } from '../store/publish-tokens';
import { insertRelease } from '../store/releases';

/** A remote's name, as its published folder and its panel ids spell it. */
export const REMOTE_PATTERN = '^[a-z][a-z0-9_-]{0,39}$';

const newTokenSchema = Type.Object({ remote: Type.String({ pattern: REMOTE_PATTERN }) }, { additionalProperties: false });

/** The release inventory (viewer), a rescan of the published folder (operator), publish tokens (admin). */
export function releaseRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const { options } = ctx.releases;

    app.get('/api/releases', { onRequest: requireRole(ctx, 'viewer') }, async () => releaseInventory(ctx.db, ctx.fleet, options));

    app.post('/api/releases/rescan', { onRequest: requireRole(ctx, 'operator'), bodyLimit: 1024 }, async (request) => {
      const added = await rescanPublished(ctx.db, options);
      const names = added.map((r) => `${r.remote}@${r.version}`);
      await audit(ctx, request, 'release.rescan', options.publishedDir, names.length ? `新发现 ${names.join('、')}` : '没有新版本');
      return { added: names };
    });

    app.post<{ Body: Static<typeof newTokenSchema> }>('/api/publish-tokens', {
      onRequest: requireRole(ctx, 'admin'), bodyLimit: 1024, schema: { body: newTokenSchema },
    }, async (request) => {
      const token = await createPublishToken(ctx.db, { remote: request.body.remote, createdBy: request.user!.username });
      await audit(ctx, request, 'publish-token.create', token.remote, `id ${token.id}`);
      // The secret is in this reply only; the database keeps its hash.
      return token;
    });
  };
}

const publishSchema = Type.Object(
  {
    remote: Type.String({ pattern: REMOTE_PATTERN }),
    version: Type.String({ minLength: 5, maxLength: 64 }),
    build: Type.String({ minLength: 1, maxLength: 120 }),
    sdkRange: Type.String({ minLength: 1, maxLength: 64 }),
    manifestUrl: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** `POST /api/releases` with a team's publish token: registers a published version of the token's remote, once. */
export function publishRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: Static<typeof publishSchema> }>('/api/releases', { bodyLimit: 4096, schema: { body: publishSchema } }, async (request, reply) => {
      const token = await findPublishToken(ctx.db, request.headers.authorization);
      if (!token) return sendError(reply, 401, '缺少或无效的发布令牌（Authorization: Bearer <令牌>）');
      const { remote, version, build, sdkRange } = request.body;
      if (token.remote !== remote) return sendError(reply, 403, `这个发布令牌只能发布远程模块 ${token.remote}`, 'remote');
      if (!semver.valid(version)) return sendError(reply, 400, `版本号 ${version} 不是合法的语义化版本`, 'version');
      if (!semver.validRange(sdkRange)) return sendError(reply, 400, `SDK 版本范围 ${sdkRange} 不合法`, 'sdkRange');
      if (!build.startsWith(`${remote}@${version}`)) return sendError(reply, 400, `构建标识应以 ${remote}@${version} 开头`, 'build');
      const manifestUrl = request.body.manifestUrl ?? manifestUrlOf(ctx.releases.options, remote, version);
      if (!manifestUrl) return sendError(reply, 400, `没有配置远程模块 ${remote} 的地址，请提供 manifestUrl`, 'manifestUrl');
      const publishedBy = `发布令牌 #${token.id}（${remote}）`;
      const publishedAt = Date.now();
      if (!(await insertRelease(ctx.db, { remote, version, build, sdkRange, manifestUrl, publishedBy, publishedAt }))) {
        return sendError(reply, 409, `${remote}@${version} 已发布过：已发布的版本不可更改，请使用新的版本号`, 'version');
      }
      await recordAudit(ctx.db, { actor: publishedBy, action: 'release.publish', target: `${remote}@${version}`, detail: build, ip: request.ip });
      return reply.code(201).send({ remote, version, build, sdkRange, manifestUrl, publishedBy, publishedAt });
    });
  };
}
