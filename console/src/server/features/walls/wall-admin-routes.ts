import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  claimRequestSchema,
  wallPatchSchema,
  type ClaimRequest,
  type ManagedWall,
  type PendingPairing,
  type WallPatch,
} from '@cockpit/protocol';
import { requireRole } from '../../core/http/console-access';
import type { WallsContext } from './walls-context';
import { mustHaveRoom } from './enrolment/capacity';
import { chooseWallId } from './enrolment/wall-id';
import { Refusal } from '../../core/http/errors';
import { recordAudit } from '../audit';
import {
  findWall,
  insertWall,
  managed,
  retireWall,
  revokeCredentials,
  updateWall,
  wallIdTaken,
  type EnrolledWall,
} from './enrolled-walls';
import { wallParams } from './wall-credential';
import { describeWallChange } from './wall-change';

type WallParams = { Params: { wallId: string } };

/** Walls an operator manages: pending codes claimed, walls renamed, moved, re-paired, retired. Every write audited. */
export function wallAdminRoutes(ctx: WallsContext) {
  const mustExist = async (group: string) => {
    if (!(await ctx.knownGroups()).includes(group)) throw new Refusal(400, `没有分组 ${group}：请先创建它`, 'group');
  };
  const liveWall = async (wallId: string): Promise<EnrolledWall> => {
    const wall = await findWall(ctx.db, wallId);
    if (!wall || wall.retiredAt !== undefined) throw new Refusal(404, `没有墙面 ${wallId}（或它已停用）`, 'wallId');
    return wall;
  };
  /** The service's own state follows a stored change: the credential check, the fleet's memory. */
  const apply = (wall: EnrolledWall) => {
    ctx.walls.changed(wall);
    if (wall.retiredAt !== undefined) ctx.fleet.forget(wall.wallId);
    else ctx.fleet.regroup(wall.wallId, wall.group);
    // The replica holding the wall's stream (maybe another) tells it now.
    void ctx.bus
      .publish({ kind: 'wall', wallId: wall.wallId })
      .catch((error: Error) => console.error(`[fleet] 墙面变更通知发送失败：${error.message}`));
  };
  const who = (request: FastifyRequest) => ({ actor: request.user!.username, ip: request.ip });

  return async (app: FastifyInstance): Promise<void> => {
    const operator = requireRole(ctx, 'operator');

    app.get(
      '/api/enrol/pairing',
      { onRequest: operator },
      async (): Promise<PendingPairing[]> => await ctx.pairing.pending(Date.now()),
    );

    app.post<{ Body: ClaimRequest }>(
      '/api/enrol/claims',
      { config: { tells: 'none' }, onRequest: operator, bodyLimit: 4096, schema: { body: claimRequestSchema } },
      async (request) => {
        const { code, name, location, notes, group, wallId: into } = request.body;
        await mustExist(group);
        const existing = into ? await liveWall(into) : undefined;
        if (existing?.live)
          throw new Refusal(409, `墙面 ${existing.wallId} 还有有效的凭据：请先在它的详情里点「重新配对」`, 'wallId');
        const now = Date.now();
        const wall = await ctx.db.transaction(async (tx) => {
          // Locked until this claim commits: a claim of the same code through another replica then finds it taken.
          const pending = await ctx.pairing.take(tx, code, now);
          if (!pending) throw new Refusal(404, `没有等待认领的配对码 ${code}（可能已过期或已被认领）`, 'code');
          const claimedBy = request.user!.username;
          const fields = {
            name,
            group,
            location: location ?? '',
            notes: notes ?? '',
            claimedBy,
            via: 'pairing' as const,
            claimedAt: now,
          };
          if (!existing) await mustHaveRoom(tx, ctx.fleet.capacity);
          // The credential is issued when the wall collects it (its poll carries the pairing secret): none is stored in the clear.
          const claimed = existing
            ? (await updateWall(tx, existing.wallId, fields, now))!
            : await insertWall(
                tx,
                { ...fields, wallId: await chooseWallId(pending.suggestedName, (id) => wallIdTaken(tx, id)) },
                now,
              );
          await ctx.pairing.claimed(tx, code, claimed.wallId, now);
          const detail = `配对码 ${code}（来自 ${pending.address}，路由 ${pending.route}）：${existing ? '重新配对，' : ''}名称「${name}」，分组 ${group}${location ? `，位置「${location}」` : ''}`;
          await recordAudit(tx, { ...who(request), action: 'wall.claim', target: claimed.wallId, detail, at: now });
          return claimed;
        });
        apply(wall);
        return managed(wall) satisfies ManagedWall;
      },
    );

    app.patch<WallParams & { Body: WallPatch }>(
      '/api/walls/:wallId',
      {
        config: { tells: 'none' },
        onRequest: operator,
        bodyLimit: 4096,
        schema: { params: wallParams, body: wallPatchSchema },
      },
      async (request) => {
        const before = await liveWall(request.params.wallId);
        const patch = request.body;
        if (patch.group !== undefined && patch.group !== before.group) await mustExist(patch.group);
        const now = Date.now();
        const wall = await ctx.db.transaction(async (tx) => {
          const after = (await updateWall(tx, before.wallId, patch, now))!;
          for (const { action, detail } of describeWallChange(before, after)) {
            await recordAudit(tx, { ...who(request), action, target: before.wallId, detail, at: now });
          }
          return after;
        });
        apply(wall);
        return managed(wall) satisfies ManagedWall;
      },
    );

    app.post<WallParams>(
      '/api/walls/:wallId/re-pair',
      { config: { tells: 'none' }, onRequest: operator, bodyLimit: 1024, schema: { params: wallParams } },
      async (request) => {
        const before = await liveWall(request.params.wallId);
        const now = Date.now();
        const wall = await ctx.db.transaction(async (tx) => {
          const revoked = await revokeCredentials(tx, before.wallId, now);
          const detail = `「${before.name}」（分组 ${before.group}）：吊销 ${revoked} 个凭据，墙面下次心跳被拒绝后显示新的配对码`;
          await recordAudit(tx, { ...who(request), action: 'wall.re-pair', target: before.wallId, detail, at: now });
          return (await findWall(tx, before.wallId))!;
        });
        apply(wall);
        return managed(wall) satisfies ManagedWall;
      },
    );

    app.delete<WallParams>(
      '/api/walls/:wallId',
      { config: { tells: 'none' }, onRequest: operator, schema: { params: wallParams } },
      async (request) => {
        const before = await liveWall(request.params.wallId);
        const now = Date.now();
        const wall = await ctx.db.transaction(async (tx) => {
          const retired = await retireWall(tx, before.wallId, now);
          if (!retired) throw new Refusal(404, `没有墙面 ${before.wallId}（或它已停用）`, 'wallId');
          const detail = `「${before.name}」（分组 ${before.group}${before.location ? `，${before.location}` : ''}）已停用，凭据已吊销`;
          await recordAudit(tx, { ...who(request), action: 'wall.retire', target: before.wallId, detail, at: now });
          return retired;
        });
        apply(wall);
        return managed(wall) satisfies ManagedWall;
      },
    );
  };
}
