import type { Queryable } from '../core/db/adapter';
import { chooseWallId } from '../features/walls/enrolment/wall-id';
import { enrolWall, wallIdTaken } from '../features/walls/enrolled-walls';

/** A wall enrolled for a test: its id (the service's), and the `Authorization` header value of its own credential. */
export interface TestWall {
  wallId: string;
  secret: string;
  authorization: string;
}

let count = 0;

/**
 * Enrols a wall straight through the store, as a claim would.
 * The running service reads it at the wall's first request. `wallId` is the suggestion: a taken id gets another.
 */
export async function enrolTestWall(
  db: Queryable,
  options: { group: string; wallId?: string; name?: string },
): Promise<TestWall> {
  const now = Date.now();
  const wallId = await chooseWallId(options.wallId, (id) => wallIdTaken(db, id));
  const { secret } = await enrolWall(
    db,
    { wallId, name: options.name ?? `测试墙面 ${++count}`, group: options.group, claimedBy: 'test', via: 'pairing' },
    now,
  );
  return { wallId, secret, authorization: `Bearer ${secret}` };
}
