import { fetchSourceNow } from './data-sources';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOURCE_NAME_PATTERN, mappingBodySchema, type MappingTrial } from '../../../protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { SourcesContext } from './sources-context';
import { Refusal } from '../../core/http/errors';
import { runMappingOnText } from './source-mapping';
import { lastRaw, readMapping, recordMapping } from './source-results';

/** Try-outs one person may run a minute. */
export const TRIES_PER_MINUTE = 60;

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
const mappingParams = Type.Object(
  { id: idParams.properties.id, name: Type.String({ pattern: SOURCE_NAME_PATTERN }) },
  { additionalProperties: false },
);

/** A changed mapping is run at once on the last good answer and pushed, so walls and the preview need not wait for the next fetch. */
export async function remapNow(ctx: SourcesContext, id: number, name: string, expression: string): Promise<void> {
  const last = await lastRaw(ctx.db, id);
  if (last?.raw === undefined) return;
  const mapped = await runMappingOnText(expression, last.raw, ctx.sources.mapping);
  await recordMapping(
    ctx.db,
    id,
    name,
    mapped.ok ? { result: JSON.stringify(mapped.value) } : { error: mapped.error },
    Date.now(),
  );
  // Stored already: a failed notice costs the walls only the wait for their next read.
  await ctx.bus
    .publish({ kind: 'reading', sourceId: id, mapping: name })
    .catch((error: Error) => console.warn(`[fleet] 读数通知发送失败：${error.message}`));
}

/** The console's try-out (raw answer and mapped result as the operator types), a fetch on demand, and a mapping's reading. */
export function sourceTrialRoutes(ctx: SourcesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const viewer = requireRole(ctx, 'viewer');
    const operator = requireRole(ctx, 'operator');

    // Nothing is stored: a POST only because the expression may be long. Each try takes a mapping thread for up to its
    // time, so a person's tries are counted, on every replica together (the page asks once the typing settles).
    const perPerson = {
      max: TRIES_PER_MINUTE,
      timeWindow: 60_000,
      groupId: 'shared-source-try',
      keyGenerator: (r: FastifyRequest) => `source-try:${r.user?.username ?? r.ip}`,
    };
    app.post<{ Params: Static<typeof idParams>; Body: Static<typeof mappingBodySchema> }>(
      '/api/sources/:id/try',
      {
        config: { tells: 'none', rateLimit: perPerson },
        onRequest: operator,
        bodyLimit: 8192,
        schema: { params: idParams, body: mappingBodySchema },
      },
      async (request): Promise<MappingTrial> => {
        const last = await lastRaw(ctx.db, Number(request.params.id));
        if (!last) throw new Refusal(404, '没有这个数据源', 'id');
        if (last.raw === undefined)
          return { error: last.error ? `还没有取到过数据：${last.error}` : '还没有取到过数据，请稍候' };
        const raw: unknown = JSON.parse(last.raw);
        const mapped = await runMappingOnText(request.body.expression, last.raw, ctx.sources.mapping);
        return { raw, rawAt: last.rawAt, ...(mapped.ok ? { result: mapped.value } : { error: mapped.error }) };
      },
    );

    app.post<{ Params: Static<typeof idParams> }>(
      '/api/sources/:id/refresh',
      { config: { tells: { what: 'sources', scope: 'all' } }, onRequest: operator, schema: { params: idParams } },
      async (request) => {
        const id = Number(request.params.id);
        await audited(ctx, request, { action: 'source.refresh', target: `id ${id}` }, async (tx) => {
          if (!(await fetchSourceNow(tx, id))) throw new Refusal(404, '没有这个数据源', 'id');
        });
        return { refreshing: id };
      },
    );

    app.get<{ Params: Static<typeof mappingParams> }>(
      '/api/sources/:id/mappings/:name/reading',
      { onRequest: viewer, schema: { params: mappingParams } },
      async (request) => {
        const reading = await readMapping(ctx.db, Number(request.params.id), request.params.name);
        if (!reading) throw new Refusal(404, '没有这个数据源或映射', 'name');
        return reading;
      },
    );
  };
}
