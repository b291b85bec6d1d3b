import type { Database } from '../../core/db/adapter';
import type { Fleet } from './fleet';
import { wallBeatsChangedSince, wallsByIds, wallsTouchedSince } from './walls-store';

/** How often a replica reads the beats the others stored (they store every 2 s: a wall is current everywhere within ~4 s). */
export const FLEET_SYNC_MS = 2000;
/** Read back this far before the last read: a write that committed late is not missed. */
const OVERLAP_MS = 10_000;

/**
 * On PostgreSQL with replicas, each replica takes some walls' beats: every {@link FLEET_SYNC_MS} it reads the walls
 * stored as seen since its last read into its fleet, so its console, metrics, rollouts and alerts see every wall.
 * Nothing runs on the embedded database (one process takes every beat). Returns the stop.
 */
export function startFleetSync(db: Database, fleet: Fleet, log: (message: string) => void): () => Promise<void> {
  if (db.kind !== 'postgres') return async () => undefined;
  let readUpTo = Date.now();
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(async () => {
        const since = readUpTo - OVERLAP_MS;
        readUpTo = Date.now();
        // Whole beats only where the content changed; for the rest (most walls) the last-seen time alone.
        fleet.merge(await wallBeatsChangedSince(db, since));
        fleet.merge(await wallsByIds(db, fleet.touch(await wallsTouchedSince(db, since))));
      })
      .catch((error: Error) => log(`读取其他副本的心跳失败：${error.message}`));
  }, FLEET_SYNC_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
