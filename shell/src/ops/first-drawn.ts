import { getSlotBoard, type SlotBoard, type SlotStatus } from '@cockpit/shared-sdk';

/**
 * Every slot's shown panel has something to show (fresh or stale data): the page is drawn. The same rule as the
 * player's look (`player/src/page-probe.ts`, which runs in the page and cannot import this) and the fleet's beat.
 */
export function everySlotDrawn(slots: readonly SlotStatus[]): boolean {
  return (
    slots.length > 0 &&
    slots.every((slot) =>
      slot.panels.some((p) => p.panelId === slot.showing && (p.state === 'ready' || p.state === 'stale')),
    )
  );
}

/**
 * When this page was first drawn: every slot first had something to show (the board hears it after React committed
 * the frames, and the picture is the next frame's). The player counts a fault's dark time up to it, not up to its own
 * look that found the page drawn (up to a look's period and its timeout later). Watches the board only until then.
 */
export function watchFirstDrawn(
  board: Pick<SlotBoard, 'snapshot' | 'changes$'> = getSlotBoard(),
  now: () => number = Date.now,
): () => number | undefined {
  let drawnAt: number | undefined;
  const subscription = board.changes$.subscribe(() => {
    if (drawnAt !== undefined || !everySlotDrawn(board.snapshot())) return;
    drawnAt = now();
    subscription.unsubscribe();
  });
  return () => drawnAt;
}
