import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { SourcesContext } from './sources-context';
import { Refusal } from '../../core/http/errors';
import { isListableHost } from './address-guard';
import { addSourceHost, listSourceHosts, normaliseHost, removeSourceHost } from './source-hosts';

const hostBody = Type.Object({ host: Type.String({ minLength: 1, maxLength: 253 }) }, { additionalProperties: false });
const hostParams = Type.Object(
  { host: Type.String({ minLength: 1, maxLength: 253 }) },
  { additionalProperties: false },
);

/**
 * The hosts sources may reach, kept by administrators. An inner address (127.0.0.1, 10.x, 169.254.x) is reachable only
 * when listed as that address: listing a name never opens the addresses it resolves to.
 */
export function sourceHostRoutes(ctx: SourcesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');
    app.get('/api/source-hosts', { onRequest: requireRole(ctx, 'viewer') }, async () => listSourceHosts(ctx.db));

    app.post<{ Body: Static<typeof hostBody> }>(
      '/api/source-hosts',
      {
        config: { tells: { what: 'sources', scope: 'all' } },
        onRequest: admin,
        bodyLimit: 1024,
        schema: { body: hostBody },
      },
      async (request, reply) => {
        const host = normaliseHost(request.body.host);
        if (!isListableHost(host)) throw new Refusal(400, '只能填写主机名或 IP 地址（不带 http:// 和路径）', 'host');
        await audited(ctx, request, { action: 'source-host.add', target: host }, async (tx) => {
          if (!(await addSourceHost(tx, host, request.user!.username)))
            throw new Refusal(409, `${host} 已在白名单中`, 'host');
        });
        return reply.code(201).send(await listSourceHosts(ctx.db));
      },
    );

    app.delete<{ Params: Static<typeof hostParams> }>(
      '/api/source-hosts/:host',
      { config: { tells: { what: 'sources', scope: 'all' } }, onRequest: admin, schema: { params: hostParams } },
      async (request) => {
        const host = normaliseHost(request.params.host);
        await audited(ctx, request, { action: 'source-host.remove', target: host }, async (tx) => {
          if (!(await removeSourceHost(tx, host))) throw new Refusal(404, `${host} 不在白名单中`, 'host');
        });
        return listSourceHosts(ctx.db);
      },
    );
  };
}
