import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sqlSourceBodySchema, type SqlSourceBody, type SqlTrial } from '../../../protocol';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import { Refusal } from '../../core/http/errors';
import type { SourcesContext } from './sources-context';
import { findSource } from './data-sources';
import { sourceAllowlist } from './source-hosts';
import { runSqlOnce } from './sql-pools';
import {
  createSqlSource,
  judgeSqlSource,
  setSqlPassword,
  sqlPassword,
  sqlRequestOf,
  updateSqlSource,
} from './sql-sources';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });
const passwordBody = Type.Object(
  { value: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
const trialBody = Type.Object(
  { source: sqlSourceBodySchema, id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
/** Rows a 试运行 shows at most (the run itself is held to the source's own cap). */
const TRIAL_ROWS = 200;
const tells = { tells: { what: 'sources', scope: 'all' } } as const;

/** SQL sources: created, changed and tried by operators; every save runs the query once and stores nothing when it fails. */
export function sqlSourceRoutes(ctx: SourcesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');
    const sqlSource = async (id: string) => {
      const source = await findSource(ctx.db, Number(id));
      if (!source?.sql) throw new Refusal(404, '没有这个 SQL 数据源', 'id');
      return source;
    };
    /** Judges the body and runs its query: a refusal (400) names the field or the database's reason. */
    const tried = async (body: SqlSourceBody, id?: number) => {
      const allowlist = await sourceAllowlist(ctx.db);
      const refusal = judgeSqlSource(body, allowlist, ctx.sources.limits);
      if (refusal) throw new Refusal(400, refusal.error, refusal.field);
      return runSqlOnce(sqlRequestOf(body, id ? await sqlPassword(ctx.db, id) : undefined), allowlist);
    };
    const mustRun = async (body: SqlSourceBody, id?: number) => {
      const outcome = await tried(body, id);
      if (!outcome.ok) throw new Refusal(400, `试运行失败，未保存：${outcome.error}`, 'query');
    };

    app.post<{ Body: Static<typeof trialBody> }>(
      '/api/sql-sources/try',
      { config: { tells: 'none' }, onRequest: operator, bodyLimit: 32 * 1024, schema: { body: trialBody } },
      async (request): Promise<SqlTrial> => {
        if (request.body.id) await sqlSource(String(request.body.id));
        const outcome = await tried(request.body.source, request.body.id);
        if (!outcome.ok) return { ms: outcome.ms, error: outcome.error };
        return { rows: outcome.rows.slice(0, TRIAL_ROWS), columns: outcome.columns, ms: outcome.ms };
      },
    );

    app.post<{ Body: SqlSourceBody }>(
      '/api/sql-sources',
      { config: tells, onRequest: operator, bodyLimit: 32 * 1024, schema: { body: sqlSourceBodySchema } },
      async (request, reply) => {
        const body = request.body;
        await mustRun(body);
        const id = await audited(
          ctx,
          request,
          (made: number) => ({
            action: 'source.create',
            target: body.name,
            detail: `id ${made} ${body.kind} ${body.host}:${body.port}/${body.database}`,
          }),
          async (tx) => {
            const made = await createSqlSource(tx, body, request.user!.username);
            if (made === null) throw new Refusal(409, `已有名为 ${body.name} 的数据源`, 'name');
            return made;
          },
        );
        return reply.code(201).send(await findSource(ctx.db, id));
      },
    );

    app.put<{ Params: Static<typeof idParams>; Body: SqlSourceBody }>(
      '/api/sql-sources/:id',
      {
        config: tells,
        onRequest: operator,
        bodyLimit: 32 * 1024,
        schema: { params: idParams, body: sqlSourceBodySchema },
      },
      async (request) => {
        const source = await sqlSource(request.params.id);
        if (request.body.password) throw new Refusal(400, '修改数据源时不能带密码：请单独替换密码', 'password');
        await mustRun(request.body, source.id);
        await audited(
          ctx,
          request,
          {
            action: 'source.update',
            target: request.body.name,
            detail: `id ${source.id} ${request.body.kind} ${request.body.host}:${request.body.port}/${request.body.database}`,
          },
          async (tx) => {
            if (!(await updateSqlSource(tx, source.id, request.body, request.user!.username)))
              throw new Refusal(404, '没有这个 SQL 数据源', 'id');
          },
        ).catch((error: unknown) => {
          throw (error as { code?: string }).code === '23505'
            ? new Refusal(409, `已有名为 ${request.body.name} 的数据源`, 'name')
            : error;
        });
        return findSource(ctx.db, source.id);
      },
    );

    app.put<{ Params: Static<typeof idParams>; Body: Static<typeof passwordBody> }>(
      '/api/sql-sources/:id/password',
      { config: tells, onRequest: operator, bodyLimit: 1024, schema: { params: idParams, body: passwordBody } },
      async (request) => {
        const source = await sqlSource(request.params.id);
        // The audit says the password changed, never what to.
        await audited(ctx, request, { action: 'source.secret', target: source.name, detail: 'password' }, (tx) =>
          setSqlPassword(tx, source.id, request.body.value),
        );
        await ctx.db.query('UPDATE data_sources SET next_fetch_at = 0 WHERE id = $1', [source.id]);
        return { passwordSet: true };
      },
    );
  };
}
