import type { WallsContext } from './walls-context';
import type { BusMessage } from '../../core/replicas/replica-bus';
import { findAction, markOffline } from './actions/wall-actions';
import { actionEvent } from './actions/action-routes';
import { notifyWalls } from '../../core/push/notify-walls';

/** A message from a replica (this one's own included): tells the walls this replica holds a stream of. */
export function onReplicaMessage(ctx: WallsContext, message: BusMessage): void {
  if (message.kind === 'changed') {
    notifyWalls(ctx, message.target);
    return;
  }
  if (message.kind === 'wall') {
    // The same read as the 2 s poll: a wall already current here (this replica made the change) is left as it is.
    void ctx.walls.poll().catch((error: Error) => console.error(`[fleet] 墙面变更读取失败：${error.message}`));
    return;
  }
  if (message.kind === 'screenshot') {
    const { wallId, requestId, requestedAt } = message;
    ctx.fleet.requestScreenshot(wallId, requestId, requestedAt);
    ctx.push.send(wallId, { type: 'action', id: requestId, action: 'screenshot', requestId });
    return;
  }
  if (message.kind !== 'action' || ctx.push.since(message.wallId) === undefined) return;
  void deliverAction(ctx, message.wallId, message.actionId).catch((error: Error) =>
    console.error(`[fleet] 操作转发失败：${error.message}`),
  );
}

/** Another replica stored an action for a wall whose stream is here: read it and send it. */
async function deliverAction(ctx: WallsContext, wallId: string, actionId: string): Promise<void> {
  const [stored, wall] = await Promise.all([findAction(ctx.db, wallId, actionId), ctx.walls.wall(wallId)]);
  if (!stored || stored.outcome !== 'pending' || !wall) return;
  if (stored.action === 'screenshot') ctx.fleet.requestScreenshot(wallId, stored.id, stored.requestedAt);
  if (!ctx.push.send(wallId, actionEvent(wall, stored))) await markOffline(ctx.db, actionId);
}
