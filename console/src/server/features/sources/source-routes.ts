import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  SOURCE_NAME_PATTERN,
  mappingBodySchema,
  secretSchema,
  sourceBodySchema,
  type SourceBody,
} from '../../../protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { SourcesContext } from './sources-context';
import { Refusal } from '../../core/http/errors';
import { judgeSource, unsafeText, headerRefusal } from './source-rules';
import { checkExpression } from './source-mapping';
import {
  createSource,
  deleteSecret,
  deleteSource,
  findSource,
  listSources,
  replaceSecret,
  updateSource,
} from './data-sources';
import { deleteMapping, putMapping } from './source-results';
import { sourceAllowlist } from './source-hosts';
import { remapNow } from './source-trial';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
const mappingParams = Type.Object(
  { id: idParams.properties.id, name: Type.String({ pattern: SOURCE_NAME_PATTERN }) },
  { additionalProperties: false },
);
const secretParams = Type.Object(
  {
    id: idParams.properties.id,
    place: Type.Union([Type.Literal('header'), Type.Literal('param')]),
    name: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
const secretValue = Type.Object({ value: secretSchema.properties.value }, { additionalProperties: false });
type Id = { id: string };

/** The data sources: everyone signed in lists them (never a secret's value); operators create, change and map them. */
export function sourceRoutes(ctx: SourcesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');
    const operator = requireRole(ctx, 'operator');
    const judged = async (body: SourceBody) => {
      const refusal = judgeSource(body, await sourceAllowlist(ctx.db), ctx.sources.limits);
      if (refusal) throw new Refusal(400, refusal.error, refusal.field);
    };
    const exists = async (id: string) => {
      const source = await findSource(ctx.db, Number(id));
      if (!source) throw new Refusal(404, '没有这个数据源', 'id');
      return source;
    };

    app.get('/api/sources', { onRequest: viewer }, async () => listSources(ctx.db));

    app.post<{ Body: SourceBody }>(
      '/api/sources',
      {
        config: { tells: { what: 'sources', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 32 * 1024,
        schema: { body: sourceBodySchema },
      },
      async (request, reply) => {
        await judged(request.body);
        const id = await audited(
          ctx,
          request,
          (made: number) => ({
            action: 'source.create',
            target: request.body.name,
            detail: `id ${made} ${request.body.method} ${request.body.url}`,
          }),
          async (tx) => {
            const made = await createSource(tx, request.body, request.user!.username);
            if (made === null) throw new Refusal(409, `已有名为 ${request.body.name} 的数据源`, 'name');
            return made;
          },
        );
        return reply.code(201).send(await findSource(ctx.db, id));
      },
    );

    app.put<{ Params: Id; Body: SourceBody }>(
      '/api/sources/:id',
      {
        config: { tells: { what: 'sources', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 32 * 1024,
        schema: { params: idParams, body: sourceBodySchema },
      },
      async (request) => {
        await exists(request.params.id);
        if (request.body.secrets?.length) throw new Refusal(400, '修改数据源时不能带密钥：请逐个替换密钥', 'secrets');
        await judged(request.body);
        await audited(
          ctx,
          request,
          {
            action: 'source.update',
            target: request.body.name,
            detail: `id ${request.params.id} ${request.body.method} ${request.body.url}`,
          },
          async (tx) => {
            if (!(await updateSource(tx, Number(request.params.id), request.body, request.user!.username)))
              throw new Refusal(404, '没有这个数据源', 'id');
          },
        ).catch((error: unknown) => {
          throw (error as { code?: unknown } | null)?.code === '23505'
            ? new Refusal(409, `已有名为 ${request.body.name} 的数据源`, 'name')
            : error;
        });
        return findSource(ctx.db, Number(request.params.id));
      },
    );

    app.delete<{ Params: Id }>(
      '/api/sources/:id',
      { config: { tells: { what: 'sources', scope: 'all' } }, onRequest: operator, schema: { params: idParams } },
      async (request) => {
        const source = await exists(request.params.id);
        await audited(ctx, request, { action: 'source.delete', target: source.name, detail: `id ${source.id}` }, (tx) =>
          deleteSource(tx, source.id),
        );
        return { deleted: source.id };
      },
    );

    app.put<{ Params: Static<typeof secretParams>; Body: Static<typeof secretValue> }>(
      '/api/sources/:id/secrets/:place/:name',
      {
        config: { tells: { what: 'sources', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 4096,
        schema: { params: secretParams, body: secretValue },
      },
      async (request) => {
        const source = await exists(request.params.id);
        const { place, name } = request.params;
        const why =
          unsafeText(name) ?? unsafeText(request.body.value) ?? (place === 'header' ? headerRefusal(name) : undefined);
        if (why) throw new Refusal(400, `密钥 ${why}`, 'value');
        // The audit names the secret, never its value.
        await audited(
          ctx,
          request,
          { action: 'source.secret', target: source.name, detail: `${place} ${name}` },
          (tx) => replaceSecret(tx, source.id, { place, name, value: request.body.value }),
        );
        return (await findSource(ctx.db, source.id))!.secrets;
      },
    );

    app.delete<{ Params: Static<typeof secretParams> }>(
      '/api/sources/:id/secrets/:place/:name',
      { config: { tells: { what: 'sources', scope: 'all' } }, onRequest: operator, schema: { params: secretParams } },
      async (request) => {
        const source = await exists(request.params.id);
        const { place, name } = request.params;
        await audited(
          ctx,
          request,
          { action: 'source.secret-delete', target: source.name, detail: `${place} ${name}` },
          async (tx) => {
            if (!(await deleteSecret(tx, source.id, place, name))) throw new Refusal(404, '没有这个密钥', 'name');
          },
        );
        return (await findSource(ctx.db, source.id))!.secrets;
      },
    );

    app.put<{ Params: Static<typeof mappingParams>; Body: Static<typeof mappingBodySchema> }>(
      '/api/sources/:id/mappings/:name',
      {
        config: { tells: { what: 'sources', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 8192,
        schema: { params: mappingParams, body: mappingBodySchema },
      },
      async (request) => {
        const source = await exists(request.params.id);
        const why = checkExpression(request.body.expression);
        if (why) throw new Refusal(400, why, 'expression');
        await audited(
          ctx,
          request,
          {
            action: 'source.mapping',
            target: `${source.name}/${request.params.name}`,
            detail: request.body.expression.slice(0, 500),
          },
          (tx) => putMapping(tx, source.id, request.params.name, request.body.expression, request.user!.username),
        );
        await remapNow(ctx, source.id, request.params.name, request.body.expression);
        return (await findSource(ctx.db, source.id))!.mappings.find((m) => m.name === request.params.name);
      },
    );

    app.delete<{ Params: Static<typeof mappingParams> }>(
      '/api/sources/:id/mappings/:name',
      { config: { tells: { what: 'sources', scope: 'all' } }, onRequest: operator, schema: { params: mappingParams } },
      async (request) => {
        const source = await exists(request.params.id);
        await audited(
          ctx,
          request,
          { action: 'source.mapping-delete', target: `${source.name}/${request.params.name}` },
          async (tx) => {
            if (!(await deleteMapping(tx, source.id, request.params.name)))
              throw new Refusal(404, '没有这个映射', 'name');
          },
        );
        return { deleted: request.params.name };
      },
    );
  };
}
