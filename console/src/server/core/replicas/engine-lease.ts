import type { Database, Queryable } from '../db/adapter';
import { actsUntil, attemptEveryMs, decideLease, type LeaseRow } from './lease-decision';

/** How long the engines' lease runs without a renewal (a killed holder's engines move to another replica after this). */
export const DEFAULT_ENGINE_LEASE_MS = 15_000;
const NAME = 'engines';
/** The database's clock in epoch milliseconds: every replica's lease is judged by the same clock. */
const DB_NOW = '(extract(epoch from clock_timestamp()) * 1000)::bigint';

/** What an engine asks before it acts: whether this replica holds the lease now, and, inside its write, that it still does. */
export interface EngineGate {
  holds(): boolean;
  /** In the effect's transaction: locks the lease row (a takeover waits for the commit) and says whether it is still ours. */
  fence(tx: Queryable): Promise<boolean>;
}

/** For an engine run without replicas in mind (unit suites): it always holds. */
export const ALWAYS_HOLDS: EngineGate = { holds: () => true, fence: async () => true };

/**
 * The lease in `engine_leases` under which one replica runs the alert and rollout engines: tried at start and three
 * times per TTL; the write is a compare-and-set on (holder, epoch), so of two replicas that saw it end only one takes it.
 */
export class EngineLease implements EngineGate {
  private deadline = 0;
  private epoch = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    readonly replicaId: string,
    private readonly ttlMs = DEFAULT_ENGINE_LEASE_MS,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  holds(now = Date.now()): boolean {
    return now < this.deadline;
  }

  async fence(tx: Queryable): Promise<boolean> {
    const { rows } = await tx.query(
      `SELECT 1 FROM engine_leases WHERE name = $1 AND holder = $2 AND epoch = $3 AND expires_at > ${DB_NOW} FOR SHARE`,
      [NAME, this.replicaId, this.epoch],
    );
    return rows.length === 1;
  }

  /** One try: read, decide, write if the row is still as read. */
  attempt(): Promise<void> {
    this.running = this.running
      .then(() => this.tryOnce())
      .catch((error: Error) => {
        this.deadline = 0;
        this.log(`引擎租约：${error.message}`);
      });
    return this.running;
  }

  private async tryOnce(): Promise<void> {
    if (this.stopped) return;
    const sentAt = Date.now();
    const { rows } = await this.db.query<{
      holder: string | null;
      epoch: number | null;
      expires_at: number | null;
      now: number;
    }>(
      `SELECT l.holder, l.epoch, l.expires_at, ${DB_NOW} AS now FROM (SELECT 1) one LEFT JOIN engine_leases l ON l.name = $1`,
      [NAME],
    );
    const row = rows[0];
    const current: LeaseRow | undefined =
      row.holder === null
        ? undefined
        : { holder: row.holder, epoch: Number(row.epoch), expiresAt: Number(row.expires_at) };
    const decision = decideLease(current, this.replicaId, Number(row.now), this.ttlMs, this.db.kind === 'pglite');
    if (decision.action === 'wait') {
      this.deadline = 0;
      return;
    }
    const { next } = decision;
    const written = decision.from
      ? await this.db.query(
          'UPDATE engine_leases SET holder = $2, epoch = $3, expires_at = $4 WHERE name = $1 AND holder = $5 AND epoch = $6 RETURNING epoch',
          [NAME, next.holder, next.epoch, next.expiresAt, decision.from.holder, decision.from.epoch],
        )
      : await this.db.query(
          'INSERT INTO engine_leases (name, holder, epoch, expires_at) VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING RETURNING epoch',
          [NAME, next.holder, next.epoch, next.expiresAt],
        );
    if (!written.rows.length) {
      this.deadline = 0;
      return;
    }
    // Said when it moves from another holder (a failover), not at every first start.
    if (decision.action === 'take' && decision.from)
      this.log(`本副本接管了告警与发布引擎（第 ${next.epoch} 任，前任 ${decision.from.holder}）`);
    this.epoch = next.epoch;
    this.deadline = actsUntil(sentAt, this.ttlMs);
  }

  /** Tries at once (the engines may run as soon as this resolves), then three times per TTL. */
  async start(): Promise<void> {
    await this.attempt();
    this.timer = setInterval(() => void this.attempt(), attemptEveryMs(this.ttlMs));
    this.timer.unref();
  }

  /** Stops trying and hands the lease back, so another replica takes it at its next try rather than after the TTL. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.stopped = true;
    this.deadline = 0;
    await this.db
      .query('DELETE FROM engine_leases WHERE name = $1 AND holder = $2', [NAME, this.replicaId])
      .catch(() => undefined);
  }
}
