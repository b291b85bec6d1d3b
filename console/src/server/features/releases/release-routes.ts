import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import semver from 'semver';
import { REMOTE_PATTERN, type PublishTokenInfo, type RescanReply } from '../../../protocol';
import { audit, withAudit } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { ReleasesContext } from './releases-context';
import { Refusal, sendError } from '../../core/http/errors';
import { releaseInventory } from './inventory';
import { allowedManifestOrigins, manifestUrlRefusal } from './manifest-origin';
import { manifestUrlOf } from './release-options';
import { usePublishToken } from './publish-tokens';
import { insertRelease } from './releases-store';

/** A panel's name as a manifest's `exposes` spells it (without `./`). */
export const PANEL_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

/** The release inventory (viewer) and a rescan of the published folder (operator). */
export function releaseRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const { options, rescanner } = ctx.releases;

    app.get('/api/releases', { onRequest: requireRole(ctx, 'viewer') }, async () =>
      releaseInventory(ctx.db, ctx.fleet, options),
    );

    app.post(
      '/api/releases/rescan',
      { config: { tells: 'none' }, onRequest: requireRole(ctx, 'operator'), bodyLimit: 1024 },
      async (request): Promise<RescanReply> => {
        const { added, conflicts } = await rescanner.rescan();
        const names = added.map((r) => `${r.remote}@${r.version}`);
        const detail = [
          names.length ? `新发现 ${names.join('、')}` : '没有新版本',
          ...conflicts.map((c) => `不一致 ${c}`),
        ].join('；');
        await audit(ctx, request, 'release.rescan', options.publishedDir, detail);
        return { added: names, conflicts };
      },
    );
  };
}

const canvasSide = Type.Integer({ minimum: 1, maximum: 1920 });
const minSizeSchema = Type.Object({ width: canvasSide, height: canvasSide }, { additionalProperties: false });

const publishSchema = Type.Object(
  {
    remote: Type.String({ pattern: REMOTE_PATTERN }),
    version: Type.String({ minLength: 5, maxLength: 64 }),
    build: Type.String({ minLength: 1, maxLength: 120 }),
    sdkRange: Type.String({ minLength: 1, maxLength: 64 }),
    manifestUrl: Type.Optional(Type.String({ pattern: '^https?://', maxLength: 500 })),
    exposes: Type.Optional(Type.Array(Type.String({ pattern: PANEL_NAME_PATTERN }), { maxItems: 64 })),
    minSizes: Type.Optional(
      Type.Record(Type.String({ pattern: PANEL_NAME_PATTERN }), minSizeSchema, { maxProperties: 64 }),
    ),
  },
  { additionalProperties: false },
);

/**
 * `POST /api/releases` with a team's publish token: registers a published version of the token's remote, once. The
 * token is checked before the body is read, so a caller without one learns nothing of its fields.
 */
export function publishRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const tokens = new WeakMap<FastifyRequest, PublishTokenInfo>();
    const { options } = ctx.releases;
    const origins = allowedManifestOrigins(options.remoteOrigins, options.remoteBaseUrls);
    app.post<{ Body: Static<typeof publishSchema> }>(
      '/api/releases',
      {
        config: { tells: 'none' },
        bodyLimit: 8192,
        schema: { body: publishSchema },
        onRequest: async (request, reply) => {
          const token = await usePublishToken(ctx.db, request.headers.authorization);
          if (!token) return sendError(reply, 401, '缺少、无效或已吊销的发布令牌（Authorization: Bearer <令牌>）');
          tokens.set(request, token);
        },
      },
      async (request, reply) => {
        const token = tokens.get(request)!;
        const { remote, version, build, sdkRange, exposes, minSizes } = request.body;
        if (token.remote !== remote)
          return sendError(reply, 403, `这个发布令牌只能发布远程模块 ${token.remote}`, 'remote');
        if (!semver.valid(version)) return sendError(reply, 400, `版本号 ${version} 不是合法的语义化版本`, 'version');
        if (!semver.validRange(sdkRange)) return sendError(reply, 400, `SDK 版本范围 ${sdkRange} 不合法`, 'sdkRange');
        if (!build.startsWith(`${remote}@${version}`))
          return sendError(reply, 400, `构建标识应以 ${remote}@${version} 开头`, 'build');
        const manifestUrl = request.body.manifestUrl ?? manifestUrlOf(options, remote, version);
        if (!manifestUrl)
          return sendError(reply, 400, `没有配置远程模块 ${remote} 的地址，请提供 manifestUrl`, 'manifestUrl');
        const refusal = manifestUrlRefusal(manifestUrl, origins);
        if (refusal) return sendError(reply, 400, refusal, 'manifestUrl');
        const publishedBy = `发布令牌 #${token.id}（${remote}）`;
        const publishedAt = Date.now();
        const record = {
          remote,
          version,
          build,
          sdkRange,
          manifestUrl,
          publishedBy,
          publishedAt,
          ...(exposes ? { exposes } : {}),
          ...(minSizes ? { minSizes } : {}),
        };
        const entry = {
          actor: publishedBy,
          action: 'release.publish',
          target: `${remote}@${version}`,
          detail: build,
          ip: request.ip,
          at: publishedAt,
        };
        await withAudit(ctx.db, entry, async (tx) => {
          if (!(await insertRelease(tx, record)))
            throw new Refusal(409, `${remote}@${version} 已发布过：已发布的版本不可更改，请使用新的版本号`, 'version');
        });
        return reply.code(201).send(record);
      },
    );
  };
}
