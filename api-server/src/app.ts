import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Db } from './db';
import { installErrorHandlers } from './errors';
import { installFaults, type Faults } from './faults';
import { cockpitRoutes, openApiRoutes } from './routes';
import { installStrictReplies } from './strict-replies';

/** Options of {@link buildApp}. */
export interface AppOptions {
  /** Log requests (pino, JSON lines). Default false. */
  logger?: boolean;
  /** Check every reply against its response schema before serialising it (tests; env COCKPIT_API_STRICT=1). */
  strictReplies?: boolean;
  /** Misbehave as told (tests of the cache in front): the calls are counted and the faults applied. */
  faults?: Faults;
  /** Serve `GET`/`PUT /__faults` to change `faults` from another process (`--faults`; never in production). */
  faultControl?: boolean;
}

/**
 * The reference API as a fastify instance, ready for `inject` or `listen`:
 * `/cockpit/*` (seed §7), `/open-api/ksh/service/*` (the second API base) and `/cockpit/openapi.json`.
 */
export async function buildApp(db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    exposeHeadRoutes: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, useDefaults: true, allErrors: false } },
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ code: 400, msg: '请求地址格式不正确' });
    },
  });
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '人才创新创业服务港 数据驾驶舱 参考接口',
        description:
          '所有接口均为 GET，返回 `{ code, msg, data }`（UTF-8 JSON）。`/cockpit` 为主接口，`/open-api` 为 `/ksh/service/*` 的第二接口地址。',
        version: '1.0.0',
      },
      tags: ['字典', '团队', '人才', '产业链', '产业', '服务', '通知活动', '仪器设备', '首页'].map((name) => ({
        name,
      })),
    },
  });
  installErrorHandlers(app);
  if (options.faults) installFaults(app, options.faults, options.faultControl ?? false);
  if (options.strictReplies ?? process.env.COCKPIT_API_STRICT === '1') installStrictReplies(app);
  await app.register(
    async (scope) => {
      cockpitRoutes(scope, db);
      scope.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/cockpit' },
  );
  await app.register(async (scope) => openApiRoutes(scope, db), { prefix: '/open-api' });
  await app.ready();
  return app;
}
