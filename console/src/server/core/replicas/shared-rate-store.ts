import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own in-memory store, for every limit that need not be shared (typed in fastify-local-store.d.ts).
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import type { Queryable } from '../db/adapter';

/** A route's limit counted by every replica together: its `groupId` starts with this (`shared-sign-in`). */
export const SHARED_LIMIT_PREFIX = 'shared-';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** One counter per key in `shared_rate_counters`, incremented in one statement; a window starts at the first try after the last one ended. */
class DatabaseCounter implements FastifyRateLimitStore {
  constructor(private readonly db: Queryable) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    this.db
      .query<{ count: number; resets_at: number }>(
        `INSERT INTO shared_rate_counters (key, count, resets_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN shared_rate_counters.resets_at <= $3 THEN 1 ELSE shared_rate_counters.count + 1 END,
         resets_at = CASE WHEN shared_rate_counters.resets_at <= $3 THEN $2 ELSE shared_rate_counters.resets_at END
       RETURNING count, resets_at`,
        [key, now + timeWindow, now],
      )
      .then(
        ({ rows }) => callback(null, { current: rows[0].count, ttl: Math.max(0, Number(rows[0].resets_at) - now) }),
        (error: Error) => callback(error),
      );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * The rate-limit store of the service: limits whose `groupId` starts with {@link SHARED_LIMIT_PREFIX} (sign-in, own
 * password) count in the database, so tries made on every replica add up; the others (beats, per wall and address,
 * hundreds a second) stay in each replica's memory.
 */
export function sharedRateStore(db: Queryable, cache: number): FastifyRateLimitStoreCtor {
  return class SharedRateStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;

    constructor(options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.local = new LocalStore(options.continueExceeding, options.exponentialBackoff, cache);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.incr(key, callback, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { groupId } = routeOptions as { groupId?: string };
      return groupId?.startsWith(SHARED_LIMIT_PREFIX) ? new DatabaseCounter(db) : this.local.child(routeOptions);
    }
  };
}
