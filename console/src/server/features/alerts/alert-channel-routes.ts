import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { alertChannelRequestSchema, CHANNEL_KIND_NAMES, type AlertChannelRequest } from '../../../protocol';
import { testNotice } from './alert-notice';
import { checkChannel } from './channel-check';
import { audited } from '../audit';
import { requireRole } from '../../core/http/console-access';
import type { AlertsContext } from './alerts-context';
import { Refusal, sendError } from '../../core/http/errors';
import {
  channelInfo,
  createChannel,
  deleteChannel,
  findChannel,
  listChannels,
  updateChannel,
  type StoredChannel,
} from './alert-channels';
import { queueNotice } from './alert-outbox';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });
type IdParams = { id: string };
const BODY_LIMIT = 8 * 1024;
const noChannel = (): never => {
  throw new Refusal(404, '没有这个告警通道', 'id');
};

/** Alert channels: administrators only; the URL and secret are kept here and shown back only masked. */
export function alertChannelRoutes(ctx: AlertsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');
    const describe = (c: { name: string; kind: AlertChannelRequest['kind'] }) =>
      `${c.name}（${CHANNEL_KIND_NAMES[c.kind]}）`;

    app.get('/api/alert-channels', { onRequest: admin }, async () => (await listChannels(ctx.db)).map(channelInfo));

    app.post<{ Body: AlertChannelRequest }>(
      '/api/alert-channels',
      {
        config: { tells: 'none' },
        onRequest: admin,
        bodyLimit: BODY_LIMIT,
        schema: { body: alertChannelRequestSchema },
      },
      async (request, reply) => {
        const { config, secret } = checkChannel(request.body);
        const channel = await audited(
          ctx,
          request,
          (c: StoredChannel) => ({ action: 'alert-channel.create', target: describe(c), detail: `id ${c.id}` }),
          (tx) =>
            createChannel(
              tx,
              {
                name: request.body.name,
                kind: request.body.kind,
                enabled: request.body.enabled ?? true,
                config,
                secret,
              },
              request.user!.username,
              Date.now(),
            ),
        );
        return reply.code(201).send(channelInfo(channel));
      },
    );

    app.put<{ Params: IdParams; Body: AlertChannelRequest }>(
      '/api/alert-channels/:id',
      {
        config: { tells: 'none' },
        onRequest: admin,
        bodyLimit: BODY_LIMIT,
        schema: { params: idParams, body: alertChannelRequestSchema },
      },
      async (request, reply) => {
        const stored = await findChannel(ctx.db, Number(request.params.id));
        if (!stored) return sendError(reply, 404, '没有这个告警通道', 'id');
        // A URL is kept only for the kind it was written for.
        const keep = stored.kind === request.body.kind ? stored : undefined;
        const { config, secret } = checkChannel(request.body, keep && { config: keep.config, secret: keep.secret });
        const write = {
          name: request.body.name,
          kind: request.body.kind,
          enabled: request.body.enabled ?? stored.enabled,
          config,
          secret,
        };
        const updated = await audited(
          ctx,
          request,
          (c: StoredChannel) => ({
            action: 'alert-channel.update',
            target: describe(c),
            detail: `id ${c.id}${request.body.secret ? '，密钥已更换' : ''}`,
          }),
          async (tx) => (await updateChannel(tx, stored.id, write, Date.now())) ?? noChannel(),
        );
        return channelInfo(updated);
      },
    );

    app.delete<{ Params: IdParams }>(
      '/api/alert-channels/:id',
      { config: { tells: 'none' }, onRequest: admin, schema: { params: idParams } },
      async (request) => {
        const deleted = await audited(
          ctx,
          request,
          (c: StoredChannel) => ({ action: 'alert-channel.delete', target: describe(c), detail: `id ${c.id}` }),
          async (tx) => (await deleteChannel(tx, Number(request.params.id), Date.now())) ?? noChannel(),
        );
        return channelInfo(deleted);
      },
    );

    app.post<{ Params: IdParams }>(
      '/api/alert-channels/:id/test',
      { config: { tells: 'none' }, onRequest: admin, schema: { params: idParams } },
      async (request, reply) => {
        const channel = await findChannel(ctx.db, Number(request.params.id));
        if (!channel) return sendError(reply, 404, '没有这个告警通道', 'id');
        const now = Date.now();
        const entry = await audited(
          ctx,
          request,
          (e: { id: number }) => ({ action: 'alert-channel.test', target: describe(channel), detail: `通知 ${e.id}` }),
          (tx) =>
            queueNotice(tx, {
              alertId: null,
              channelId: channel.id,
              notice: testNotice(channel.name, request.user!.username, now),
              now,
            }),
        );
        ctx.alerts.dispatcher.wake();
        return reply.code(202).send(entry);
      },
    );
  };
}
