import type { ChangeTarget, ReplicaBus } from '../replicas/replica-bus';
import type { StreamHub } from './stream-hub';

/** The enrolled walls, as the core needs them: which group each is in, and whether it was retired. */
export type KnownWalls = { walls: ReadonlyMap<string, { wallId: string; group: string; retiredAt?: number }> };

/** The walls a change concerns: live walls of the group, or every live wall. */
export function wallsOf(ctx: { walls: KnownWalls }, target: ChangeTarget): string[] {
  const ids: string[] = [];
  for (const wall of ctx.walls.walls.values()) {
    if (wall.retiredAt !== undefined) continue;
    if ('all' in target || wall.group === target.group) ids.push(wall.wallId);
  }
  return ids;
}

/** Tells every concerned wall with an open stream what changed (they fetch it themselves). Returns how many were told. */
export function notifyWalls(ctx: { walls: KnownWalls; push: StreamHub }, target: ChangeTarget): number {
  return ctx.push.sendAll(wallsOf(ctx, target), { type: 'changed', what: target.what });
}

/** Tells every replica's walls of a change (each replica tells the walls it holds a stream of); logs a failed send. */
export function publishChange(bus: ReplicaBus, target: ChangeTarget): Promise<void> {
  return bus
    .publish({ kind: 'changed', target })
    .catch((error: Error) => console.error(`[fleet] 变更通知发送失败：${error.message}`));
}
