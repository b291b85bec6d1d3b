import { createHash } from 'node:crypto';

/** Who gets a new build first: one named wall, or a share of the group's walls. */
export type CanaryChoice = { wall: string } | { share: number };

/** A wall's place in a remote's canary order: a hash of remote and wall, so the order is the same every time. */
function stickiness(remote: string, wallId: string): string {
  return createHash('sha256').update(`${remote}\u0000${wallId}`).digest('hex');
}

/**
 * The canary walls of a rollout among `walls` (the group's walls). A share picks the walls first in
 * the remote's sticky order, at least one: the same walls each time, and a wall that joins the group
 * later does not push an earlier canary out unless its hash sorts before it.
 */
export function pickCanaries(remote: string, walls: readonly string[], choice: CanaryChoice): string[] {
  if ('wall' in choice) {
    if (!walls.includes(choice.wall)) throw new Error(`墙面 ${choice.wall} 不在该分组中`);
    return [choice.wall];
  }
  if (!(choice.share > 0 && choice.share <= 1)) throw new Error('金丝雀比例必须大于 0 且不超过 1');
  if (walls.length === 0) throw new Error('该分组没有在线墙面，无法选出金丝雀');
  const count = Math.max(1, Math.ceil(walls.length * choice.share));
  return [...walls].sort((a, b) => stickiness(remote, a).localeCompare(stickiness(remote, b))).slice(0, count);
}
