import type { Database } from '../../core/db/adapter';
import { pruneScreenshots } from './screenshots';
import { pruneSessions } from '../../core/http/sessions';
import { insertSlotEvents, pruneSlotEvents, touchWalls, upsertWalls } from './walls-store';
import type { Fleet } from './fleet';

/** Timings of the writer; tests shorten them. */
export interface WriterTimings {
  flushMs: number;
  sweepMs: number;
  pruneMs: number;
  /** Slot history kept (24 h shown, a little more kept). */
  historyMs: number;
}

const UPSERT_SLICE = 200;

export const DEFAULT_TIMINGS: WriterTimings = {
  flushMs: 2000,
  sweepMs: 5000,
  pruneMs: 60 * 60_000,
  historyMs: 25 * 60 * 60_000,
};

/** Writes the fleet's beats in batches, sweeps for silent walls, prunes old history. */
export class FleetWriter {
  private readonly timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly fleet: Fleet,
    private readonly timings: WriterTimings = DEFAULT_TIMINGS,
    private readonly log: (message: string) => void = (m) => console.error(m),
  ) {}

  start(): void {
    const every = (ms: number, task: () => Promise<void>) => {
      const timer = setInterval(() => void task().catch((e: Error) => this.log(`[fleet] ${e.message}`)), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.flushMs, () => this.flush());
    every(this.timings.sweepMs, async () => void this.fleet.sweep(Date.now()));
    every(this.timings.pruneMs, () => this.prune(Date.now()));
  }

  /** Writes what is pending in one transaction; on failure it stays pending for the next round. */
  flush(): Promise<void> {
    // One flush at a time: a slow database makes batches bigger, never concurrent.
    this.flushing ??= this.writeOnce().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async writeOnce(): Promise<void> {
    const writes = this.fleet.takeWrites();
    if (!writes.walls.length && !writes.seen.size && !writes.events.length) return;
    try {
      await this.db.transaction(async (tx) => {
        // In slices: serialising thousands of beats at once would hold the event loop (and the beats' replies).
        for (let i = 0; i < writes.walls.length; i += UPSERT_SLICE)
          await upsertWalls(tx, writes.walls.slice(i, i + UPSERT_SLICE));
        await touchWalls(tx, writes.seen);
        await insertSlotEvents(tx, writes.events);
      });
    } catch (error) {
      this.fleet.restore(writes);
      throw error;
    }
  }

  async prune(now: number): Promise<void> {
    await pruneSlotEvents(this.db, now - this.timings.historyMs);
    await pruneSessions(this.db, now);
    await pruneScreenshots(this.db, now - this.timings.historyMs);
  }

  /** Stops the timers and writes what is left. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.fleet.sweep(Date.now());
    await this.flush().catch((e: Error) => this.log(`[fleet] last flush: ${e.message}`));
    await this.flush().catch(() => undefined);
  }
}
