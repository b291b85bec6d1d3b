import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireDuty } from '../../core/http/console-access';
import { mayDo } from '../../core/http/duties';
import { separationOn } from '../../core/http/separation-flag';
import type { CoreContext } from '../../core/service-context';
import { auditCsv } from './audit-export';
import { countAudit, listAudit, type AuditFilter } from './audit-store';
import { audited } from './audited';

const text = Type.String({ minLength: 1, maxLength: 200 });
const epochMs = Type.String({ pattern: '^[0-9]{1,15}$' });
const filterFields = {
  actor: Type.Optional(text),
  action: Type.Optional(text),
  target: Type.Optional(text),
  from: Type.Optional(epochMs),
  to: Type.Optional(epochMs),
};
const listQuery = Type.Object(
  {
    ...filterFields,
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })),
  },
  { additionalProperties: false },
);
const exportQuery = Type.Object(filterFields, { additionalProperties: false });

/** At most this many entries in one export (a narrower filter gets the rest). */
export const EXPORT_LIMIT = 100_000;

function filterOf(query: Static<typeof exportQuery>): AuditFilter {
  return {
    actor: query.actor,
    action: query.action,
    target: query.target,
    from: query.from === undefined ? undefined : Number(query.from),
    to: query.to === undefined ? undefined : Number(query.to),
  };
}

/** The filter in words, for the export's own audit entry. */
const filterWords = (f: AuditFilter) =>
  [
    f.actor && `操作人含「${f.actor}」`,
    f.action && `动作 ${f.action}`,
    f.target && `对象含「${f.target}」`,
    f.from !== undefined && `自 ${new Date(f.from).toISOString()}`,
    f.to !== undefined && `至 ${new Date(f.to).toISOString()}`,
  ]
    .filter(Boolean)
    .join('，') || '全部';

/** The 审计日志: filtered and paged by the server (the total in `x-total-count`), and its CSV export (itself audited). */
export function auditRoutes(ctx: CoreContext) {
  return async (app: FastifyInstance): Promise<void> => {
    // Failed sign-ins say which names are tried, from where: only for whoever may export the whole audit.
    const seesEverything = async (request: FastifyRequest) =>
      mayDo(request.user!.role, 'audit-export', await separationOn(ctx.db));

    app.get<{ Querystring: Static<typeof listQuery> }>(
      '/api/audit',
      { onRequest: requireDuty(ctx, 'audit-read'), schema: { querystring: listQuery } },
      async (request, reply) => {
        const options = { failedSignIns: await seesEverything(request), filter: filterOf(request.query) };
        // The page offers the export only to whoever may make one.
        reply
          .header('x-total-count', String(await countAudit(ctx.db, options)))
          .header('x-may-export', options.failedSignIns ? '1' : '0');
        return listAudit(ctx.db, Number(request.query.limit ?? 200), {
          ...options,
          offset: Number(request.query.offset ?? 0),
        });
      },
    );

    app.get<{ Querystring: Static<typeof exportQuery> }>(
      '/api/audit/export.csv',
      { onRequest: requireDuty(ctx, 'audit-export'), schema: { querystring: exportQuery } },
      async (request, reply) => {
        const filter = filterOf(request.query);
        // The export is recorded before it is sent, in the same transaction as its reading: no copy leaves unrecorded.
        const entries = await audited(
          ctx,
          request,
          (list: unknown[]) => ({
            action: 'audit.export',
            target: '审计日志',
            detail: `${filterWords(filter)}；${list.length} 条`,
          }),
          (tx) => listAudit(tx, EXPORT_LIMIT, { failedSignIns: true, filter }),
        );
        const name = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(await auditCsv(entries));
      },
    );
  };
}
