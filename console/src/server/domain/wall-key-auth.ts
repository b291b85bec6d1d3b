import type { Queryable } from '../db/adapter';
import { findWallKey, hashWallKey, keysRevokedSince, type WallKeyRecord } from '../store/wall-keys';

/** Keys remembered at most (a flood of unknown keys is never cached, so this bounds only real keys). */
const MAX_CACHED_KEYS = 20_000;
/** How often revocations made by another process (the CLI, another instance) are read. */
export const REVOCATION_POLL_MS = 2000;

/** Why a wall's key is refused. */
export type WallKeyVerdict = { ok: true; key: WallKeyRecord } | { ok: false; reason: 'missing' | 'unknown' | 'revoked' };

/**
 * Checks wall keys without a database read per beat: a key found once is cached by its hash; a revocation in this
 * process drops it at once, one in another process within {@link REVOCATION_POLL_MS} (well before a wall's next beat).
 */
export class WallKeyAuth {
  private readonly cache = new Map<string, WallKeyRecord>();
  private polledUpTo = Date.now();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Queryable) {}

  async check(authorization: string | undefined): Promise<WallKeyVerdict> {
    const secret = /^Bearer (\S{1,200})$/.exec(authorization ?? '')?.[1];
    if (!secret) return { ok: false, reason: 'missing' };
    const hash = hashWallKey(secret);
    let key = this.cache.get(hash);
    if (!key) {
      const found = await findWallKey(this.db, hash);
      if (!found) return { ok: false, reason: 'unknown' };
      if (this.cache.size >= MAX_CACHED_KEYS) this.cache.clear();
      this.cache.set(hash, found);
      key = found;
    }
    return key.revokedAt === undefined ? { ok: true, key } : { ok: false, reason: 'revoked' };
  }

  /** A key was revoked: refuse it from now on. */
  revoked(id: number, at: number): void {
    for (const key of this.cache.values()) if (key.id === id) key.revokedAt = at;
  }

  /** Reads revocations made elsewhere since the last poll. */
  async poll(): Promise<void> {
    // Clocks of two processes on one database differ a little: look back a few seconds.
    const since = this.polledUpTo - 5000;
    this.polledUpTo = Date.now();
    for (const { id, revokedAt } of await keysRevokedSince(this.db, since)) this.revoked(id, revokedAt);
  }

  start(log: (message: string) => void): void {
    this.timer = setInterval(() => void this.poll().catch((e: Error) => log(`[fleet] key poll: ${e.message}`)), REVOCATION_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
