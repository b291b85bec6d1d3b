import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { alertChannelRequestSchema, CHANNEL_KIND_NAMES, type AlertChannelRequest } from '../../protocol';
import { testNotice } from '../alerts/alert-notice';
import { checkChannel } from '../alerts/channel-check';
import { audit, requireRole, type ServiceContext } from '../context';
import { sendError } from '../errors';
import { channelInfo, createChannel, deleteChannel, findChannel, listChannels, updateChannel } from '../store/alert-channels';
import { queueNotice } from '../store/alert-outbox';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }, { additionalProperties: false });
type IdParams = { id: string };
const BODY_LIMIT = 8 * 1024;

/** Alert channels: administrators only; the URL and secret are kept here and shown back only masked. */
export function alertChannelRoutes(ctx: ServiceContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const admin = requireRole(ctx, 'admin');
    const describe = (c: { name: string; kind: AlertChannelRequest['kind'] }) => `${c.name}（${CHANNEL_KIND_NAMES[c.kind]}）`;

    app.get('/api/alert-channels', { onRequest: admin }, async () => (await listChannels(ctx.db)).map(channelInfo));

    app.post<{ Body: AlertChannelRequest }>('/api/alert-channels', {
      onRequest: admin, bodyLimit: BODY_LIMIT, schema: { body: alertChannelRequestSchema },
    }, async (request, reply) => {
      const { config, secret } = checkChannel(request.body);
      const channel = await createChannel(ctx.db, { name: request.body.name, kind: request.body.kind, enabled: request.body.enabled ?? true, config, secret }, request.user!.username, Date.now());
      await audit(ctx, request, 'alert-channel.create', describe(channel), `id ${channel.id}`);
      return reply.code(201).send(channelInfo(channel));
    });

    app.put<{ Params: IdParams; Body: AlertChannelRequest }>('/api/alert-channels/:id', {
      onRequest: admin, bodyLimit: BODY_LIMIT, schema: { params: idParams, body: alertChannelRequestSchema },
    }, async (request, reply) => {
      const stored = await findChannel(ctx.db, Number(request.params.id));
      if (!stored) return sendError(reply, 404, '没有这个告警通道', 'id');
      // A URL is kept only for the kind it was written for.
      const keep = stored.kind === request.body.kind ? stored : undefined;
      const { config, secret } = checkChannel(request.body, keep && { config: keep.config, secret: keep.secret });
      const updated = await updateChannel(ctx.db, stored.id, { name: request.body.name, kind: request.body.kind, enabled: request.body.enabled ?? stored.enabled, config, secret }, Date.now());
      if (!updated) return sendError(reply, 404, '没有这个告警通道', 'id');
      await audit(ctx, request, 'alert-channel.update', describe(updated), `id ${updated.id}${request.body.secret ? '，密钥已更换' : ''}`);
      return channelInfo(updated);
    });

    app.delete<{ Params: IdParams }>('/api/alert-channels/:id', { onRequest: admin, schema: { params: idParams } }, async (request, reply) => {
      const deleted = await deleteChannel(ctx.db, Number(request.params.id), Date.now());
      if (!deleted) return sendError(reply, 404, '没有这个告警通道', 'id');
      await audit(ctx, request, 'alert-channel.delete', describe(deleted), `id ${deleted.id}`);
      return channelInfo(deleted);
    });

    app.post<{ Params: IdParams }>('/api/alert-channels/:id/test', { onRequest: admin, schema: { params: idParams } }, async (request, reply) => {
      const channel = await findChannel(ctx.db, Number(request.params.id));
      if (!channel) return sendError(reply, 404, '没有这个告警通道', 'id');
      const now = Date.now();
      const entry = await queueNotice(ctx.db, { alertId: null, channelId: channel.id, notice: testNotice(channel.name, request.user!.username, now), now });
      await audit(ctx, request, 'alert-channel.test', describe(channel), `通知 ${entry.id}`);
      ctx.alerts.dispatcher.wake();
      return reply.code(202).send(entry);
    });
  };
}
