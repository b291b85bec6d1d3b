import type { Queryable } from '../db/adapter';

/** How often a replica says it is alive, and how long after its last word it counts as gone (its streams with it). */
export const REPLICA_BEAT_MS = 2000;
export const REPLICA_GONE_MS = 10_000;

/**
 * This replica's row in `service_replicas` (refreshed every {@link REPLICA_BEAT_MS}) and the walls whose push stream
 * it holds in `wall_streams`, so that any replica knows whether a wall is on a stream and which replica has it.
 * A replica killed without a word leaves rows that count for nothing once it is {@link REPLICA_GONE_MS} silent.
 */
export class StreamRegistry {
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    readonly replicaId: string,
    private readonly log: (message: string) => void,
  ) {}

  async start(now = Date.now()): Promise<void> {
    await this.db.query('INSERT INTO service_replicas (id, started_at, seen_at) VALUES ($1, $2, $2)', [
      this.replicaId,
      now,
    ]);
    this.timer = setInterval(
      () => this.write('UPDATE service_replicas SET seen_at = $2 WHERE id = $1', [this.replicaId, Date.now()]),
      REPLICA_BEAT_MS,
    );
    this.timer.unref();
  }

  /** The hub began or stopped holding a wall's stream (writes in order, never awaited by the stream). */
  holding(wallId: string, holding: boolean): void {
    if (holding) {
      this.write(
        `INSERT INTO wall_streams (wall_id, replica_id, opened_at) VALUES ($1, $2, $3)
        ON CONFLICT (wall_id) DO UPDATE SET replica_id = EXCLUDED.replica_id, opened_at = EXCLUDED.opened_at`,
        [wallId, this.replicaId, Date.now()],
      );
    } else {
      this.write('DELETE FROM wall_streams WHERE wall_id = $1 AND replica_id = $2', [wallId, this.replicaId]);
    }
  }

  /** The replica holding the wall's stream now (a live one), if any. */
  async holder(wallId: string, now = Date.now()): Promise<string | undefined> {
    await this.writes;
    const { rows } = await this.db.query<{ replica_id: string }>(
      `SELECT s.replica_id FROM wall_streams s JOIN service_replicas r ON r.id = s.replica_id WHERE s.wall_id = $1 AND r.seen_at > $2`,
      [wallId, now - REPLICA_GONE_MS],
    );
    return rows[0]?.replica_id;
  }

  /** The replica stops: its row and its streams' rows go (the walls reconnect to another). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.writes;
    await this.db.query('DELETE FROM wall_streams WHERE replica_id = $1', [this.replicaId]);
    await this.db.query('DELETE FROM service_replicas WHERE id = $1', [this.replicaId]);
  }

  private write(sql: string, params: unknown[]): void {
    if (this.stopped) return;
    this.writes = this.writes
      .then(() => this.db.query(sql, params))
      .catch((error: Error) => this.log(`副本状态写入失败：${error.message}`));
  }
}
