import type { Queryable } from '../../../core/db/adapter';
import { Refusal } from '../../../core/http/errors';
import { countEnrolledWalls } from '../enrolled-walls';

/** Refuses a new wall once the fleet holds as many as this process can keep in memory (see `fleetCapacity`). */
export async function mustHaveRoom(tx: Queryable, capacity: number): Promise<void> {
  if ((await countEnrolledWalls(tx)) >= capacity) {
    throw new Refusal(
      503,
      `墙面数量已达上限（${capacity} 块）：请先停用不用的墙面，或给服务更大的内存（--max-old-space-size）`,
    );
  }
}
