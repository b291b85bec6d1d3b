import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REMOTE_PATTERN, type RolloutCommandName, type RolloutInfo, type RolloutRequest } from '../../../../protocol';
import { WALL_ID_PATTERN } from '@cockpit/protocol';
import { requireRole } from '../../../core/http/console-access';
import type { ReleasesContext } from '../releases-context';
import { Refusal } from '../../../core/http/errors';
import { applyCommand, OverrideRequired } from '../rollout-machine';
import { startRollout } from '../rollout-start';
import { commitStep, nextCanaries } from '../rollout-steps';
import { findRollout, listRollouts, rolloutInfo } from './rollouts-store';

const rolloutSchema = Type.Object(
  {
    remote: Type.String({ pattern: REMOTE_PATTERN }),
    version: Type.String({ minLength: 5, maxLength: 64 }),
    groups: Type.Array(Type.String({ pattern: WALL_ID_PATTERN }), { minItems: 1, maxItems: 50 }),
    canary: Type.Union([
      Type.Object({ wall: Type.String({ pattern: WALL_ID_PATTERN }) }, { additionalProperties: false }),
      Type.Object({ share: Type.Number({ exclusiveMinimum: 0, maximum: 1 }) }, { additionalProperties: false }),
    ]),
    bakeMs: Type.Optional(Type.Integer({ minimum: 30_000, maximum: 24 * 3_600_000 })),
  },
  { additionalProperties: false },
);
const commandParams = Type.Object(
  {
    id: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
    command: Type.Union(['pause', 'resume', 'promote', 'abort', 'rollback'].map((c) => Type.Literal(c))),
  },
  { additionalProperties: false },
);
/** A promote skips the bake: only with `{ override: true, reason }` (the audit log records it as an override). */
const commandBody = Type.Object(
  { override: Type.Optional(Type.Literal(true)), reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) },
  { additionalProperties: false },
);

/** Staged rollouts: started and steered by operators, listed for viewers. */
export function rolloutRoutes(ctx: ReleasesContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');

    app.get('/api/rollouts', { onRequest: requireRole(ctx, 'viewer') }, async (): Promise<RolloutInfo[]> =>
      (await listRollouts(ctx.db)).map(rolloutInfo),
    );

    app.post<{ Body: RolloutRequest }>(
      '/api/rollouts',
      {
        config: { tells: { what: 'remotes', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 8192,
        schema: { body: rolloutSchema },
      },
      async (request, reply) => {
        const rollout = await startRollout(ctx, request.body, { actor: request.user!.username, ip: request.ip });
        return reply.code(201).send(rolloutInfo(rollout));
      },
    );

    app.post<{ Params: { id: string; command: RolloutCommandName }; Body: Static<typeof commandBody> | undefined }>(
      '/api/rollouts/:id/:command',
      {
        config: { tells: { what: 'remotes', scope: 'all' } },
        onRequest: operator,
        bodyLimit: 1024,
        schema: { params: commandParams, body: commandBody },
        // A command without a body (the CLI's pause) is an empty one, checked by the same schema.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request): Promise<RolloutInfo> => {
        const { id, command } = request.params;
        const rollout = await findRollout(ctx.db, id);
        if (!rollout) throw new Refusal(404, `没有发布 ${id}`, 'id');
        const now = Date.now();
        const override = request.body?.override ? { reason: request.body.reason ?? '' } : undefined;
        let step;
        try {
          step = applyCommand(rollout, command, now, nextCanaries(ctx.fleet, rollout, now), override);
        } catch (error) {
          if (error instanceof OverrideRequired) throw new Refusal(400, error.message, 'override');
          throw new Refusal(409, (error as Error).message, 'command');
        }
        const action = command === 'promote' ? 'rollout.promote-override' : `rollout.${command}`;
        const who = {
          actor: request.user!.username,
          ip: request.ip,
          action,
          now,
          ...(override && command === 'promote' ? { reason: override.reason } : {}),
        };
        const after = await commitStep(ctx.db, rollout, step, who);
        if (!after) throw new Refusal(409, `发布 ${id} 刚被其他操作改变，请刷新后重试`, 'id');
        return rolloutInfo(after);
      },
    );
  };
}
