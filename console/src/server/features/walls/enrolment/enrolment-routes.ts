import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  pairingRequestSchema,
  provisionRequestSchema,
  type PairingIssued,
  type PairingRefusal,
  type PairingRequest,
  type PairingStatus,
  type ProvisionRequest,
  type WallCredential,
} from '@cockpit/protocol';
import type { WallsContext } from '../walls-context';
import { mustHaveRoom } from './capacity';
import { PAIRING_POLL_MS } from './pairing-rules';
import { tokenRefusal, TOKEN_REFUSALS } from './provisioning-rule';
import { bearerOf } from './secrets';
import { chooseWallId } from './wall-id';
import { Refusal } from '../../../core/http/errors';
import { recordAudit } from '../../audit';
import { enrolWall, wallIdTaken } from '../enrolled-walls';
import { countProvisioningUse, lockProvisioningToken } from './provisioning-tokens';

const perAddress = (name: string, max: number) => ({
  rateLimit: { max, timeWindow: 60_000, keyGenerator: (r: FastifyRequest) => `${name}-ip:${r.ip}` },
});

/** What a wall without a credential may call (CORS from any origin, rate-limited per address). */
export function enrolmentRoutes(ctx: WallsContext) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: PairingRequest }>(
      '/api/enrol/pairing',
      {
        bodyLimit: 4096,
        schema: { body: pairingRequestSchema },
        config: { ...perAddress('pairing', ctx.limits.pairingPerAddress), tells: 'none' },
      },
      async (request, reply) => {
        const issued = await ctx.pairing.issue(request.body, request.ip, Date.now());
        // `reason` lets the wall say on its screen why it shows no code (PairingRefusal).
        if (!issued.ok && issued.reason === 'full')
          return reply
            .code(503)
            .send({ error: '等待认领的配对码太多，请稍后再试', reason: 'full' } satisfies PairingRefusal);
        if (!issued.ok)
          return reply.code(429).send({
            error: '这个地址等待认领的配对码太多，请先在控制台认领或等它们过期',
            reason: 'address-full',
          } satisfies PairingRefusal);
        const { code, pairingSecret, expiresAt } = issued;
        return {
          code,
          pairingSecret,
          expiresAt,
          pollMs: PAIRING_POLL_MS,
          fleetName: ctx.fleetName,
        } satisfies PairingIssued;
      },
    );

    app.post(
      '/api/enrol/pairing/poll',
      {
        bodyLimit: 1024,
        schema: { body: Type.Object({}, { additionalProperties: false }) },
        config: { ...perAddress('pairing-poll', ctx.limits.pairingPollsPerAddress), tells: 'none' },
      },
      async (request, reply) => {
        const secret = bearerOf(request.headers.authorization);
        const polled = secret ? await ctx.pairing.poll(secret, Date.now()) : undefined;
        if (polled?.wall) ctx.walls.changed(polled.wall);
        const status = polled?.status;
        if (!status)
          return reply.code(404).send({ error: '配对码已过期或不存在：请重新获取配对码', reason: 'expired' });
        return status satisfies PairingStatus;
      },
    );

    app.post<{ Body: ProvisionRequest }>(
      '/api/enrol/provision',
      {
        bodyLimit: 4096,
        schema: { body: provisionRequestSchema },
        config: { ...perAddress('provision', ctx.limits.provisionsPerAddress), tells: 'none' },
      },
      async (request) => {
        const { token, suggestedName } = request.body;
        const now = Date.now();
        const { wall, secret } = await ctx.db.transaction(async (tx) => {
          const found = await lockProvisioningToken(tx, token);
          if (!found) throw new Refusal(401, TOKEN_REFUSALS.unknown, 'token');
          const refused = tokenRefusal(found, now);
          if (refused) throw new Refusal(401, TOKEN_REFUSALS[refused], 'token');
          await mustHaveRoom(tx, ctx.fleet.capacity);
          await countProvisioningUse(tx, found.id);
          const wallId = await chooseWallId(suggestedName, (id) => wallIdTaken(tx, id));
          const claimedBy = `安装令牌 #${found.id}（${found.label}）`;
          const enrolled = await enrolWall(
            tx,
            { wallId, name: suggestedName ?? wallId, group: found.group, claimedBy, via: 'provisioning' },
            now,
          );
          const detail = `分组 ${found.group}；路由 ${request.body.route}；令牌已用 ${found.uses + 1}/${found.maxUses} 次`;
          await recordAudit(tx, {
            actor: claimedBy,
            action: 'wall.provision',
            target: wallId,
            detail,
            ip: request.ip,
            at: now,
          });
          return enrolled;
        });
        ctx.walls.changed(wall);
        return { wallId: wall.wallId, secret, group: wall.group, name: wall.name } satisfies WallCredential;
      },
    );
  };
}
